import { useEffect, useState } from 'react';
import type { OperationName } from '../../shared/api/endpoints';
import { on } from '../ipc';

/** Whether calls of `op` wait for the gateway's rate limit now (main's `gateway.waiting`). */
export function useGatewayWaiting(op: OperationName): boolean {
  const [waiting, setWaiting] = useState(false);
  useEffect(
    () =>
      on('gateway.waiting', (e) => {
        if (e.op === op) setWaiting(e.waiting);
      }),
    [op],
  );
  return waiting;
}
