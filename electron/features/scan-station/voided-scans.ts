import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import type { EventPayload } from '../../../shared/ipc/events';
import type { ScanLookup } from './scan-lookup';

/**
 * A waybill recycled after its scan (on Waybills, or by another desk) is void: the scan's row says so and offers no
 * reprint. The ledger's change notice names the waybills; a catch-up names none, so every listed one is checked.
 */
export const markVoided = async (
  entries: ScanEntry[],
  lookup: Pick<ScanLookup, 'waybills'>,
  payload: unknown,
  changed: (entry: ScanEntry) => void,
): Promise<void> => {
  const notice = payload as EventPayload<'ledger.changed'>;
  if (notice.reason !== 'recycle' && notice.reason !== 'catch-up') return;
  const named = new Set(notice.waybillIds);
  const candidates = entries.filter(
    (e) =>
      !e.voided &&
      e.waybillIds.length > 0 &&
      (notice.reason === 'catch-up' || e.waybillIds.some((id) => named.has(id))),
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
