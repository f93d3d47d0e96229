import type { CheckView } from '../../../shared/ipc/channels/pack-check';
import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import { openCheck } from '../../../shared/scan/pack-check';
import { decideScan } from '../../../shared/scan-station/scan-decision';
import { lookUpScan } from './scan-lookup';
import { keyOf, setCheck, type PackState } from './pack-state';

/**
 * Hands the scanned number to the station and waits for its entry (sent, printed, refused, failed…). `group`: the
 * orders checked together, so a merge group without a waybill is fetched as one.
 */
export const handOff = async (ps: PackState, code: string, group?: string[]): Promise<ScanEntry | null> => {
  const { station } = ps.deps;
  const { seq } = station.submit(code, group);
  await station.idle();
  return station.status().entries.find((e) => e.seq === seq) ?? null;
};

/**
 * The orders checked together: every order on the stored label, or, for an order still to fetch, its merge group
 * in the book (their one waybill is fetched when the check is done), or the order alone.
 */
const ordersToCheck = async (ps: PackState, code: string) => {
  const { lookup, settings } = ps.deps;
  const facts = await lookUpScan(lookup, code);
  const decision = decideScan(facts, settings.get().scanReprint);
  if (decision.action === 'refuse') return null;
  if (decision.action === 'fetch') return facts.order?.mergeGroup ?? [decision.orderSn];
  const onLabel = [...new Set((await lookup.waybills(decision.waybillIds)).flatMap((w) => w.orderSns))];
  return onLabel.length > 0 ? onLabel : [decision.orderSn];
};

/**
 * A goods barcode scanned with no check open is said as such, never "unknown number": of the order whose label
 * the check just printed ("already printed"), or of other goods. Null when the code is no goods barcode.
 */
const goodsAlone = async (ps: PackState, code: string): Promise<ScanEntry | null> => {
  const bound = (await ps.deps.store.goodsOf([code])).get(code);
  if (!bound) return null;
  const last = ps.printed;
  const ofLast = last?.lines.some((l) => l.name === bound.name && l.spec === bound.spec);
  return ps.deps.station.refuse(
    code,
    last && ofLast
      ? { reason: 'goods-printed', orderSn: last.orderSns[0] ?? null }
      : { reason: 'goods-barcode', orderSn: null },
  );
};

/** An order's (or waybill's) number opens the check of its goods, or the one kept for it with its progress. */
export const openFor = async (ps: PackState, code: string): Promise<CheckView> => {
  const { lookup, store } = ps.deps;
  const orderSns = await ordersToCheck(ps, code);
  // Refused (no longer awaiting shipment, fetching elsewhere…): the station says why, and spends nothing.
  if (!orderSns) {
    const entry = (await goodsAlone(ps, code)) ?? (await handOff(ps, code));
    return { check: setCheck(ps, null).check, entry };
  }
  const again = ps.kept.get(keyOf(orderSns));
  if (again) return setCheck(ps, { ...again, code, prompt: null, note: 'opened', step: again.step + 1 });
  const goods = await lookup.orderGoods(orderSns);
  const barcodes = await store.barcodesOf(goods);
  const check = openCheck(
    code,
    orderSns,
    goods.map((g) => ({
      ...g,
      barcodes: barcodes.filter((b) => b.name === g.name && b.spec === g.spec).map((b) => b.barcode),
    })),
  );
  return setCheck(ps, check);
};
