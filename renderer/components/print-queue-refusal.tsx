import { ErrorNotice } from './error-notice';

/** Why the desk refused the seller's last action here (wrong printer address, ledger away…): the shared notice. */
export function ActionRefusal({ error }: { error: Error | null }) {
  return error ? (
    <div data-testid="print-queue-refusal">
      <ErrorNotice error={error} compact />
    </div>
  ) : null;
}
