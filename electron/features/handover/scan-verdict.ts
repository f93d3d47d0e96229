import type { HandoverVerdict, HandoverWaybill } from '../../../shared/ipc/channels/handover';
import type { WaybillFacts } from './handover-store';

/*
 * What one scan at the handover decides, from the ledger's facts alone (pure: the same rules for every desk).
 * The order of the checks is the order of harm: a dead number never goes, another carrier's parcel never goes,
 * a parcel is never counted twice, and a label not known printed is counted only after the seller's yes.
 */

export interface ScanContext {
  code: string;
  batchId: number;
  /** The batch's carrier; '' until its first scan chooses it. */
  batchCpCode: string;
  /** The seller said yes to a waybill whose print is not known. */
  confirmed: boolean;
}

const waybillOf = ({ batches: _batches, ...waybill }: WaybillFacts): HandoverWaybill => waybill;

const sharesAnOrder = (a: WaybillFacts, b: WaybillFacts) => a.orderSns.some((sn) => b.orderSns.includes(sn));

/** The waybill the code names: its own code, else the order's live waybill (newest), else its newest one. */
const targetOf = (
  code: string,
  found: WaybillFacts[],
): { target: WaybillFacts; viaOrder: boolean } | null => {
  const byCode = found.find((w) => w.waybillCode === code);
  if (byCode) return { target: byCode, viaOrder: false };
  const ofOrder = found.filter((w) => w.orderSns.includes(code));
  const target = ofOrder.find((w) => w.status === 'live') ?? ofOrder[0];
  return target ? { target, viaOrder: true } : null;
};

export const scanVerdict = (context: ScanContext, found: WaybillFacts[]): HandoverVerdict => {
  const hit = targetOf(context.code, found);
  if (!hit) return { kind: 'unknown', code: context.code };
  const { target, viaOrder } = hit;
  const waybill = waybillOf(target);
  if (target.status === 'recycled') {
    const live = found.find((w) => w.status === 'live' && w.id !== target.id && sharesAnOrder(w, target));
    return { kind: 'recycled', waybill, liveCode: live?.waybillCode ?? null };
  }
  if (context.batchCpCode !== '' && target.cpCode !== context.batchCpCode)
    return { kind: 'other-carrier', waybill, batchCpCode: context.batchCpCode };
  if (target.batches.some((b) => b.batchId === context.batchId))
    return { kind: 'already', waybill, viaOrder };
  const elsewhere = target.batches.find((b) => b.closed) ?? target.batches[0];
  if (elsewhere)
    return { kind: 'other-batch', waybill, batchId: elsewhere.batchId, closed: elsewhere.closed };
  if (target.printed !== 'printed' && !context.confirmed)
    return {
      kind: 'confirm',
      waybill,
      viaOrder,
      why: target.printed === 'never' ? 'never-printed' : 'may-have-printed',
    };
  return { kind: 'counted', waybill, viaOrder };
};
