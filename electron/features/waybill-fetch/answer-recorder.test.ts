import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { IntentAlreadyClosed, type IssuedWaybillInput, type Ledger, type StoredWaybill } from '../ledger';
import { openAnswerJournal, type Settlement } from './answer-journal';
import { createAnswerRecorder } from './answer-recorder';

/*
 * The recorder's pass over what the journal keeps, against a ledger that refuses one record: the records behind it
 * are still recorded, the refused one (and the prints of its waybills) stay kept, and an intent the ledger already
 * closed as issued counts as recorded while one closed as failed never strikes paid waybills.
 */

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const waybill = (code: string): IssuedWaybillInput => ({
  objectId: `o-${code}`,
  orderSn: `sn-${code}`,
  waybillCode: code,
  parentWaybillCode: '',
  printData: '{}',
  encrypted: false,
  receiverName: '王**',
  goodsName: '茶',
});
const issued = (intentId: number, codes: string[]): Settlement => ({
  kind: 'issued',
  intentId,
  issued: codes.map(waybill),
  cpCode: 'YTO',
  shopId: 'shop',
  ownerId: 'owner',
  desk: 'desk',
  at: 0,
});

/**
 * A ledger that answers each intent as `answers` says: its waybills, or an error; `holding` are waybills it took
 * in an earlier pass (found by their exact codes).
 */
const ledgerAnswering = (answers: Record<number, 'ok' | Error>, holding: Record<string, number> = {}) => {
  const recorded: number[] = [];
  const printed: number[][] = [];
  const ledger = {
    closeFetchIntentIssued: (intentId: number, ws: IssuedWaybillInput[]) => {
      const answer = answers[intentId];
      if (answer instanceof Error) return Promise.reject(answer);
      recorded.push(intentId);
      return Promise.resolve(
        ws.map((w, i) => ({ id: intentId * 100 + i, waybillCode: w.waybillCode }) as StoredWaybill),
      );
    },
    recordPrints: (ids: number[]) => {
      printed.push(ids);
      return Promise.resolve();
    },
    waybillsByCodes: (codes: string[]) =>
      Promise.resolve(
        codes.flatMap((code) => (code in holding ? [{ id: holding[code], waybillCode: code }] : [])),
      ),
  };
  return { ledger: ledger as unknown as Ledger, recorded, printed };
};

describe('the answer recorder', () => {
  it('records the paid waybills behind a refused record, and keeps the refused one with its prints', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'recorder-'));
    dirs.push(dir);
    const journal = openAnswerJournal(dir);
    journal.keep(issued(1, ['YT1', 'YT2']));
    journal.keep({
      kind: 'print',
      intentId: 1,
      waybillCodes: ['YT1', 'YT2'],
      printer: null,
      mode: 'browser',
    });
    journal.keep(issued(2, ['YT3']));
    journal.keep(issued(3, ['YT4']));
    journal.keep({ kind: 'print', intentId: 2, waybillCodes: ['YT3'], printer: null, mode: 'browser' });
    journal.keep({ kind: 'print', intentId: 3, waybillCodes: ['YT4'], printer: null, mode: 'browser' });
    const { ledger, recorded, printed } = ledgerAnswering(
      { 1: new IntentAlreadyClosed(1, 'failed'), 2: 'ok', 3: new IntentAlreadyClosed(3, 'issued') },
      // Intent 3's waybill was recorded before: its print finds it by code.
      { YT4: 377 },
    );
    const said: string[] = [];
    const recorder = createAnswerRecorder({
      journal,
      ledger,
      emit: () => undefined,
      log: (m) => said.push(m),
    });
    try {
      await recorder.replay();
      expect(recorded).toEqual([2]);
      expect(printed).toEqual([[200], [377]]);
      // Intent 3 already held its waybills: done. Intent 1 was closed as failed: its paid waybills stay kept.
      expect(journal.kept().map((k) => [k.record.kind, k.record.intentId])).toEqual([
        ['issued', 1],
        ['print', 1],
      ]);
      expect(recorder.waiting()).toBe(2);
      expect(said).toEqual(['a kept record (intent 1) could not be recorded']);
    } finally {
      recorder.close();
    }
  });
});
