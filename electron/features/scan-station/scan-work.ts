import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import { decideScan, type ScanDecision } from '../../../shared/scan/scan-decision';
import { lookUpScan } from './scan-lookup';
import { describeScan, printAndDescribe } from './scan-print';
import { fetchForScan, parcelOf } from './scan-fetch';
import { readiness, update, type StationState } from './station-state';

/** What the scanned code is, and what the station does with it (shared/scan/scan-decision). */
const decide = async (st: StationState, code: string): Promise<ScanDecision> =>
  code === ''
    ? { action: 'refuse', reason: 'empty' }
    : decideScan(await lookUpScan(st.deps.lookup, code), st.deps.settings.get().scanReprint);

/**
 * One scan, worked: refused, asked about, or its label fetched (only with a complete default profile and an
 * order the book says awaits shipment) or reprinted, then printed.
 */
export const workScan = async (st: StationState, entry: ScanEntry): Promise<void> => {
  update(st, entry, { state: 'working' });
  const { profile, ready } = readiness(st.deps.settings);
  const decision = await decide(st, entry.code);
  entry.action = decision.action;
  if (decision.action === 'refuse') {
    update(st, entry, {
      state: 'refused',
      reason: decision.reason,
      orderSn: decision.orderSn ?? null,
      waybillCodes: decision.codes ?? [],
    });
    return;
  }
  entry.orderSn = decision.orderSn;
  if (decision.action === 'ask') {
    await describeScan(st, entry, decision.waybillIds);
    update(st, entry, { state: 'ask', waybillIds: decision.waybillIds, waybillCodes: decision.codes });
    return;
  }
  if (!profile || !ready) {
    update(st, entry, { state: 'refused', reason: 'not-ready' });
    return;
  }
  let ids: number[];
  if (decision.action === 'reprint') {
    ids = decision.waybillIds;
    entry.waybillCodes = decision.codes;
  } else {
    const orderSns = parcelOf(decision.orderSn, st.groups.get(entry));
    const id = await fetchForScan(st, entry, orderSns, profile);
    if (id === undefined) return;
    ids = [id];
  }
  entry.waybillIds = ids;
  await printAndDescribe(st, entry, ids, profile);
};
