import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { In } from '../../shared/ipc/contract';
import { call, on } from '../ipc';
import { queryKey } from './query-keys';

/** Settings › Scale's port list (read when the section opens, and on demand). */
export const useScalePorts = () =>
  useQuery({ queryKey: queryKey('scale.ports'), queryFn: () => call('scale.ports', {}), staleTime: 30_000 });

/** The scale's reading now: read once, then kept live by main's `scale.state` events. */
export const useScaleState = () => {
  const qc = useQueryClient();
  useEffect(() => on('scale.state', (state) => qc.setQueryData(queryKey('scale.state'), state)), [qc]);
  return useQuery({
    queryKey: queryKey('scale.state'),
    queryFn: () => call('scale.state', {}),
    staleTime: Infinity,
  });
};

/** Test: read the scale with the form's settings (unsaved); stop: back to the saved ones. */
export const useScaleTest = () => {
  const qc = useQueryClient();
  const start = useMutation({
    mutationFn: (input: In<'scale.test'>) => call('scale.test', input),
    onSuccess: (state) => qc.setQueryData(queryKey('scale.state'), state),
  });
  const stop = useMutation({
    mutationFn: () => call('scale.testEnd', {}),
    onSuccess: (state) => qc.setQueryData(queryKey('scale.state'), state),
  });
  return { start, stop };
};
