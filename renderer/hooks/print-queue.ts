import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../ipc';
import { queryKey } from './query-keys';

const KEY = queryKey('printQueue.status');

/** The label printers' queues; read again when main tells `changed { topic: 'print' }` (change-topics.ts). */
export const usePrintQueue = () =>
  useQuery({ queryKey: KEY, queryFn: () => call('printQueue.status', {}), staleTime: 0 });

/** Where in a printer's panel an action was taken: its queue's row, or its labels that may have printed. */
export type QueueActionPlace = 'queue' | 'uncertain';

interface Mutation<I> {
  mutate: (input: I, options: { onError: (error: Error) => void }) => void;
}

/**
 * The seller's choices on one printer's queue; main tells `print` when the queue moves, and the panel reads it
 * again. A refused action (the printer address is wrong, the ledger cannot be reached…) is kept with the place it
 * was taken, for the panel to say there, until the next action.
 */
export const usePrintQueueActions = () => {
  const mutations = {
    retry: useMutation({ mutationFn: (connection: string) => call('printQueue.retry', { connection }) }),
    move: useMutation({
      mutationFn: (input: { from: string; to: string }) => call('printQueue.move', input),
    }),
    cancel: useMutation({
      // `desk`: a gone desk's queue (another desk's, whose lease ran out); absent = this desk's.
      mutationFn: (input: { connection: string; desk?: string }) => call('printQueue.cancel', input),
    }),
    reprint: useMutation({ mutationFn: (ids: number[]) => call('printQueue.reprint', { ids }) }),
    markPrinted: useMutation({ mutationFn: (ids: number[]) => call('printQueue.markPrinted', { ids }) }),
  };
  const [refused, setRefused] = useState<{ at: QueueActionPlace; error: Error } | null>(null);
  const run =
    <I>(at: QueueActionPlace, mutation: Mutation<I>) =>
    (input: I) => {
      setRefused(null);
      mutation.mutate(input, { onError: (error) => setRefused({ at, error }) });
    };
  return {
    busy: Object.values(mutations).some((m) => m.isPending),
    /** The last action's refusal when it was taken at `at`, else null. */
    refusalAt: (at: QueueActionPlace): Error | null => (refused?.at === at ? refused.error : null),
    retry: run('queue', mutations.retry),
    move: run('queue', mutations.move),
    cancel: run('queue', mutations.cancel),
    reprint: run('uncertain', mutations.reprint),
    markPrinted: run('uncertain', mutations.markPrinted),
  };
};
