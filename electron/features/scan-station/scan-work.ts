import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import { decideScan, type ScanDecision } from '../../../shared/scan-station/scan-decision';
import { lookUpScan } from './scan-lookup';
import { describeScan, printAndDescribe } from './scan-print';
import { parcelOf } from './scan-fetch';
import { fetchWeighed } from './weighed-fetch';
import { readiness, update, type StationState } from './station-state';
import { scanShopOf, shopOfScan } from './scan-shop';

type Decided = { decision: ScanDecision; mergeGroup?: string[] | undefined };

/**
 * What the scanned code is, and what the station does with it (shared/scan/scan-decision); with the order's merge
 * group in the book (orders of one receiver still to fetch), which a fetch follows as the Orders screen does.
 */
const decide = async (st: StationState, entry: ScanEntry): Promise<Decided | null> => {
  if (entry.code === '') return { decision: { action: 'refuse', reason: 'empty' } };
  const where = await shopOfScan(st, entry.code, st.chosenShops.get(entry));
  if (where.kind === 'which') {
    update(st, entry, { state: 'refused', reason: 'which-shop', shopChoices: where.shops.map(scanShopOf) });
    return null;
  }
  if (where.kind === 'elsewhere') {
    // Where to take the parcel: the desks of the ledger that pack its shop (none: the refusal says so).
    const packedBy = await st.deps.shopDirectory.desksPacking(where.shop);
    update(st, entry, { state: 'refused', reason: 'other-shop', shop: scanShopOf(where.shop), packedBy });
    return null;
  }
  if (where.shop) {
    st.shops.set(entry, where.shop);
    entry.shop = scanShopOf(where.shop);
  }
  const facts = await lookUpScan(st.deps.lookup, where.code, where.shop?.ownerId);
  return {
    decision: decideScan(facts, st.deps.settings.get().scanReprint),
    mergeGroup: facts.order?.mergeGroup,
  };
};

/**
 * One scan, worked: refused, asked about, or its label fetched (only with a complete default profile and an
 * order the book says awaits shipment; with weighing on, only once the parcel's weight passes) or reprinted
 * (never weighed again), then printed.
 */
export const workScan = async (st: StationState, entry: ScanEntry): Promise<void> => {
  update(st, entry, { state: 'working' });
  const { profile, ready } = readiness(st.deps.settings);
  const decided = await decide(st, entry);
  if (!decided) return;
  const { decision, mergeGroup } = decided;
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
    // One waybill for the book's merge group (the pack check hands the group it checked): never one order alone.
    const orderSns = parcelOf(decision.orderSn, st.groups.get(entry) ?? mergeGroup);
    const id = await fetchWeighed(st, entry, orderSns, profile);
    if (id === undefined) return;
    ids = [id];
  }
  entry.waybillIds = ids;
  await printAndDescribe(st, entry, ids, profile);
};
