import { useCharges } from '../hooks/account';

/**
 * Points this desk session spent: one figure from main's books (every charged call of the session: syncs, pages,
 * fetches, scans), so every place that shows it says the same number.
 */
export function SessionPoints() {
  const charges = useCharges();
  return <strong data-testid="session-points">{charges.data?.session ?? '—'}</strong>;
}
