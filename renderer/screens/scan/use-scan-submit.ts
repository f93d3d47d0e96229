import { useCheckScan } from '../../hooks/pack-check';
import { useSubmitScan } from '../../hooks/scan';

/**
 * Where a scan goes: to the pack check when `toCheck` (the check is on, or one is open), else straight to the
 * station's queue.
 * `before` runs first (the card leaves a pinned row for the new scan); `after` gives the input its focus back.
 */
export const useScanSubmit = (toCheck: boolean, before: () => void, after: () => void) => {
  const submit = useSubmitScan();
  const checkScan = useCheckScan();
  const onScan = (code: string) => {
    before();
    if (toCheck) checkScan.mutate(code, { onSettled: after });
    else submit.mutate(code, { onSettled: after });
  };
  return { onScan, submit, checkScan };
};
