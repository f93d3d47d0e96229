import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../ipc';
import { queryKey } from './query-keys';

const KEY = queryKey('printQueue.status');

/** The label printers' queues; read again when main tells `changed { topic: 'print' }` (change-topics.ts). */
export const usePrintQueue = () =>
  useQuery({ queryKey: KEY, queryFn: () => call('printQueue.status', {}), staleTime: 0 });

/** The seller's choices on a queue; main tells `print` when the queue moves, and the panel reads it again. */
export const usePrintQueueActions = () => {
  return {
    retry: useMutation({
      mutationFn: (connection: string) => call('printQueue.retry', { connection }),
    }),
    move: useMutation({
      mutationFn: (input: { from: string; to: string }) => call('printQueue.move', input),
    }),
    cancel: useMutation({
      mutationFn: (connection: string) => call('printQueue.cancel', { connection }),
    }),
    reprint: useMutation({ mutationFn: (ids: number[]) => call('printQueue.reprint', { ids }) }),
    markPrinted: useMutation({
      mutationFn: (ids: number[]) => call('printQueue.markPrinted', { ids }),
    }),
  };
};
