import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import type { Change } from '../../../shared/ipc/events';
import type { ScanLookup } from './scan-lookup';

/**
 * A waybill recycled after its scan (on Waybills, or by another desk) is void: the scan's row says so and offers no
 * reprint. A ledger change names the waybills it moved (each is read again); a catch-up names none, so every
 * listed one is checked.
 */
export const markVoided = async (
  entries: ScanEntry[],
  lookup: Pick<ScanLookup, 'waybills'>,
  payload: unknown,
  changed: (entry: ScanEntry) => void,
): Promise<void> => {
  const change = payload as Change;
  if (change.topic !== 'ledger') return;
  const catchUp = change.keys === undefined;
  const named = new Set(change.keys?.waybillIds ?? []);
  const candidates = entries.filter(
    (e) => !e.voided && e.waybillIds.length > 0 && (catchUp || e.waybillIds.some((id) => named.has(id))),
  );
  if (candidates.length === 0) return;
  try {
    const ids = [...new Set(candidates.flatMap((e) => e.waybillIds))];
    const recycled = new Set(
      (await lookup.waybills(ids)).filter((w) => w.status === 'recycled').map((w) => w.id),
    );
    for (const e of candidates) {
      if (!e.waybillIds.some((id) => recycled.has(id))) continue;
      e.voided = true;
      changed(e);
    }
  } catch {
    // The ledger is away: the reprint itself still checks before printing.
  }
};
