import type { CheckView } from '../../../shared/ipc/channels/pack-check';
import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import {
  answerPrompt,
  checkedLines,
  confirmByHand,
  isComplete,
  openCheck,
  scanGoods,
  type OpenCheck,
} from '../../../shared/scan/pack-check';
import { decideScan, normalizeScan } from '../../../shared/scan/scan-decision';
import type { Emit } from '../../kernel/desk-events';
import { BarcodeTaken, type PackCheckStore } from '../pack-check';
import type { SettingsService } from '../settings';
import { lookUpScan, type ScanLookup } from './scan-lookup';
import type { ScanStation } from './scan-station';

/*
 * The pack check at the station: an order's number opens a check of its goods (every order on its label when it
 * holds a merged one); goods barcodes count; the label is handed to the station only when every count is
 * reached, and the check is recorded with the waybill it printed. An order the station would refuse is handed
 * to it at once: it is refused with its reason before anything is spent. Checks left for another order keep
 * their progress until the desk closes. Scans and answers are worked one after another, in order.
 */

export interface PackSessionDeps {
  store: PackCheckStore;
  lookup: ScanLookup;
  settings: SettingsService;
  station: Pick<ScanStation, 'submit' | 'idle' | 'status'>;
  emit: Emit;
}

export interface PackSession {
  current(): OpenCheck | null;
  scan(code: string): Promise<CheckView>;
  answer(answer: 'yes' | 'no' | 'hand'): Promise<CheckView>;
}

const keyOf = (orderSns: string[]) => [...orderSns].sort().join('\n');

export const createPackSession = (deps: PackSessionDeps): PackSession => {
  const { store, lookup, settings, station, emit } = deps;
  let open: OpenCheck | null = null;
  const kept = new Map<string, OpenCheck>();
  let tail: Promise<unknown> = Promise.resolve();

  const set = (check: OpenCheck | null): CheckView => {
    open = check;
    emit('changed', { topic: 'scan' });
    return { check, entry: null };
  };

  /** Hands the scanned number to the station and waits for its entry (printed, refused, failed…). */
  const handOff = async (code: string): Promise<ScanEntry | null> => {
    const { seq } = station.submit(code);
    await station.idle();
    return station.status().entries.find((e) => e.seq === seq) ?? null;
  };

  const openFor = async (code: string): Promise<CheckView> => {
    const decision = decideScan(await lookUpScan(lookup, code), settings.get().scanReprint);
    // Refused (no longer awaiting shipment, fetching elsewhere…): the station says why, and spends nothing.
    if (decision.action === 'refuse') return { check: set(null).check, entry: await handOff(code) };
    const ids = decision.action === 'fetch' ? [] : decision.waybillIds;
    const onLabel = [...new Set((await lookup.waybills(ids)).flatMap((w) => w.orderSns))];
    const orderSns = onLabel.length > 0 ? onLabel : [decision.orderSn];
    const again = kept.get(keyOf(orderSns));
    if (again) return set({ ...again, code, prompt: null, note: 'opened', step: again.step + 1 });
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
    return set(check);
  };

  /** The counts are reached: the station prints, and the check is recorded with each waybill it printed. */
  const finish = async (check: OpenCheck): Promise<CheckView> => {
    kept.delete(keyOf(check.orderSns));
    set(null);
    const entry = await handOff(check.code);
    // Every waybill the label was for: printed, opened in the dialog, asked about, or paid and not yet printed.
    if (entry && entry.action !== 'refuse') {
      for (const waybillId of entry.waybillIds)
        await store.recordCheck({
          waybillId,
          orderSns: check.orderSns,
          lines: checkedLines(check),
          overrides: check.overrides,
        });
    }
    return { check: null, entry };
  };

  const settle = (check: OpenCheck): Promise<CheckView> =>
    isComplete(check) ? finish(check) : Promise.resolve(set(check));

  const goodsScan = async (check: OpenCheck, code: string): Promise<CheckView> => {
    const bound = (await store.goodsOf([code])).get(code) ?? null;
    if (!bound) {
      // Not goods the desk knows: another order's (or waybill's) number asks to leave this check.
      const facts = await lookUpScan(lookup, code);
      const sn = facts.order?.orderSn ?? facts.waybill?.orderSn;
      if (sn !== undefined && !check.orderSns.includes(sn))
        return set({ ...check, prompt: { kind: 'leave', code }, noteCode: code, step: check.step + 1 });
      if (sn !== undefined) return set({ ...check, prompt: null, note: 'opened', step: check.step + 1 });
    }
    return settle(scanGoods(check, code, bound));
  };

  const answerOpen = async (check: OpenCheck, answer: 'yes' | 'no' | 'hand'): Promise<CheckView> => {
    const p = check.prompt;
    if (answer === 'hand') return settle(confirmByHand(check));
    if (p?.kind === 'leave') {
      if (answer === 'no') return set({ ...check, prompt: null, step: check.step + 1 });
      kept.set(keyOf(check.orderSns), { ...check, prompt: null });
      return openFor(p.code);
    }
    if (p?.kind === 'bind' && answer === 'yes') {
      const line = check.lines[p.line];
      if (!line) return set(check);
      try {
        await store.bind(p.barcode, line);
        emit('changed', { topic: 'barcodes' });
      } catch (e) {
        // Another desk bound it to other goods meanwhile: not these goods.
        if (e instanceof BarcodeTaken)
          return set(scanGoods({ ...check, prompt: null }, p.barcode, e.existing));
        throw e;
      }
    }
    return settle(answerPrompt(check, answer === 'yes'));
  };

  const serial = (work: () => Promise<CheckView>): Promise<CheckView> => {
    const next = tail.then(work, work);
    tail = next.catch(() => undefined);
    return next;
  };

  // With the check switched off the open one waits, kept, until it is switched on again.
  const active = () => (settings.get().packCheck ? open : null);

  return {
    current: active,
    scan: (raw) =>
      serial(async () => {
        const code = normalizeScan(raw);
        const check = active();
        if (code === '') return { check, entry: null };
        return check ? goodsScan(check, code) : openFor(code);
      }),
    answer: (answer) =>
      serial(async () => {
        const check = active();
        return check ? answerOpen(check, answer) : { check: null, entry: null };
      }),
  };
};
