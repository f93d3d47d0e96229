import type { CheckView } from '../../../shared/ipc/channels/pack-check';
import type { OpenCheck } from '../../../shared/scan/pack-check';
import { normalizeScan } from '../../../shared/scan-station/scan-decision';
import { answerOpen, goodsScan } from './pack-answer';
import { openFor } from './pack-open';
import type { PackSessionDeps, PackState } from './pack-state';

/*
 * The pack check at the station: an order's number opens a check of its goods (every order on its label when it
 * holds a merged one, or every order of its merge group when it is still to fetch: one waybill for them all);
 * goods barcodes count; the label is handed to the station only when every count is reached, and the check is
 * recorded with the waybill it printed. An order the station would refuse is handed to it at once: it is refused
 * with its reason before anything is spent. Checks left for another order keep their progress until the desk
 * closes. Scans and answers are worked one after another, in order.
 */

export interface PackSession {
  current(): OpenCheck | null;
  scan(code: string): Promise<CheckView>;
  answer(answer: 'yes' | 'no' | 'hand'): Promise<CheckView>;
}

export const createPackSession = (deps: PackSessionDeps): PackSession => {
  const ps: PackState = { deps, open: null, kept: new Map(), printed: null };
  let tail: Promise<unknown> = Promise.resolve();
  const serial = (work: () => Promise<CheckView>): Promise<CheckView> => {
    const next = tail.then(work, work);
    tail = next.catch(() => undefined);
    return next;
  };
  // With the check switched off the open one waits, kept, until it is switched on again.
  const active = () => (deps.settings.get().packCheck ? ps.open : null);

  return {
    current: active,
    scan: (raw) =>
      serial(async () => {
        const code = normalizeScan(raw);
        const check = active();
        if (code === '') return { check, entry: null };
        return check ? goodsScan(ps, check, code) : openFor(ps, code);
      }),
    answer: (answer) =>
      serial(async () => {
        const check = active();
        return check ? answerOpen(ps, check, answer) : { check: null, entry: null };
      }),
  };
};
