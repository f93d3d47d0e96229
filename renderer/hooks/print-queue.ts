import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, on } from '../ipc';
import { queryKey } from './query-keys';

const KEY = queryKey('printQueue.status');

/** The label printers' queues; re-read whenever main says a queue changed (`printQueue.changed`). */
export const usePrintQueue = () => {
  const qc = useQueryClient();
  useEffect(() => on('printQueue.changed', () => void qc.invalidateQueries({ queryKey: KEY })), [qc]);
  return useQuery({ queryKey: KEY, queryFn: () => call('printQueue.status', {}), staleTime: 0 });
};

/** The seller's choices on a queue; the status is read again once main answers. */
export const usePrintQueueActions = () => {
  const qc = useQueryClient();
  const onSettled = () => qc.invalidateQueries({ queryKey: KEY });
  return {
    retry: useMutation({
      mutationFn: (connection: string) => call('printQueue.retry', { connection }),
      onSettled,
    }),
    move: useMutation({
      mutationFn: (input: { from: string; to: string }) => call('printQueue.move', input),
      onSettled,
    }),
    cancel: useMutation({
      mutationFn: (connection: string) => call('printQueue.cancel', { connection }),
      onSettled,
    }),
    reprint: useMutation({ mutationFn: (ids: number[]) => call('printQueue.reprint', { ids }), onSettled }),
    markPrinted: useMutation({
      mutationFn: (ids: number[]) => call('printQueue.markPrinted', { ids }),
      onSettled,
    }),
  };
};
