import type { CheckView } from '../../../shared/ipc/channels/pack-check';
import {
  answerPrompt,
  checkedLines,
  confirmByHand,
  isComplete,
  scanGoods,
  type OpenCheck,
} from '../../../shared/scan/pack-check';
import { BarcodeTaken } from '../pack-check';
import { lookUpScan } from './scan-lookup';
import { handOff, openFor } from './pack-open';
import { keyOf, setCheck, type PackState } from './pack-state';

/** The counts are reached: the station prints (one label for the orders checked together), and the check is
 * recorded with each waybill it printed. */
const finish = async (ps: PackState, check: OpenCheck): Promise<CheckView> => {
  ps.kept.delete(keyOf(check.orderSns));
  setCheck(ps, null);
  const entry = await handOff(ps, check.code, check.orderSns);
  // Every waybill the label was for: sent, printed, opened in the dialog, asked about, or paid and not yet printed.
  if (entry && entry.action !== 'refuse') {
    ps.printed = check;
    for (const waybillId of entry.waybillIds)
      await ps.deps.store.recordCheck({
        waybillId,
        orderSns: check.orderSns,
        lines: checkedLines(check),
        overrides: check.overrides,
        wrongScans: check.wrongScans ?? 0,
      });
  }
  return { check: null, entry };
};

const settle = (ps: PackState, check: OpenCheck): Promise<CheckView> =>
  isComplete(check) ? finish(ps, check) : Promise.resolve(setCheck(ps, check));

/** A code scanned while a check is open: goods, or another order's number (asks to leave this check). */
export const goodsScan = async (ps: PackState, check: OpenCheck, code: string): Promise<CheckView> => {
  const bound = (await ps.deps.store.goodsOf([code])).get(code) ?? null;
  if (!bound) {
    // Not goods the desk knows: another order's (or waybill's) number asks to leave this check.
    const facts = await lookUpScan(ps.deps.lookup, code);
    const sn = facts.order?.orderSn ?? facts.waybill?.orderSn;
    if (sn !== undefined && !check.orderSns.includes(sn))
      return setCheck(ps, {
        ...check,
        prompt: { kind: 'leave', code },
        noteCode: code,
        step: check.step + 1,
      });
    if (sn !== undefined)
      return setCheck(ps, { ...check, prompt: null, note: 'opened', step: check.step + 1 });
  }
  return settle(ps, scanGoods(check, code, bound));
};

/** Binds a new barcode to the prompt's goods (the ledger's one barcode, one goods); null when it did. */
const bindAsked = async (ps: PackState, check: OpenCheck): Promise<CheckView | null> => {
  const p = check.prompt;
  if (p?.kind !== 'bind') return null;
  const line = check.lines[p.line];
  if (!line) return setCheck(ps, check);
  try {
    await ps.deps.store.bind(p.barcode, line);
    ps.deps.emit('changed', { topic: 'barcodes' });
    return null;
  } catch (e) {
    // Another desk bound it to other goods meanwhile: not these goods.
    if (e instanceof BarcodeTaken)
      return setCheck(ps, scanGoods({ ...check, prompt: null }, p.barcode, e.existing));
    throw e;
  }
};

/** The packer's answer: by hand, leave (or stay), bind, count one too many. */
export const answerOpen = async (
  ps: PackState,
  check: OpenCheck,
  answer: 'yes' | 'no' | 'hand',
): Promise<CheckView> => {
  const p = check.prompt;
  if (answer === 'hand') return settle(ps, confirmByHand(check));
  if (p?.kind === 'leave') {
    if (answer === 'no') return setCheck(ps, { ...check, prompt: null, step: check.step + 1 });
    ps.kept.set(keyOf(check.orderSns), { ...check, prompt: null });
    return openFor(ps, p.code);
  }
  if (answer === 'yes') {
    const refused = await bindAsked(ps, check);
    if (refused) return refused;
  }
  return settle(ps, answerPrompt(check, answer === 'yes'));
};
