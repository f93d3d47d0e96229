import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parsePrinterUri } from '../../../../shared/printing/device-uri';
import { startRawPrinterStandIn, type RawPrinterStandIn } from '../testing/raw-printer-stand-in';
import { PrinterFailure, type LabelPrinterUri } from './label-printer';
import { printerHealthText } from './printer-status';
import { createRawSocketConnection } from './raw-socket-connection';

const FAST = { connectMs: 1000, idleMs: 300, statusMs: 300 };
const target = (uri: string): LabelPrinterUri => {
  const parsed = parsePrinterUri(uri);
  if (!parsed.ok) throw new Error(parsed.problem.en);
  return parsed.target;
};
const job = (size: number) => ({
  language: 'zpl' as const,
  bytes: new Uint8Array(size).map((_, i) => i % 251),
});
const failureOf = async (p: Promise<unknown>): Promise<PrinterFailure> => {
  try {
    await p;
  } catch (e) {
    if (e instanceof PrinterFailure) return e;
    throw e;
  }
  throw new Error('expected a PrinterFailure');
};

describe('a raw socket printer', () => {
  let standIn: RawPrinterStandIn;
  beforeEach(async () => {
    standIn = await startRawPrinterStandIn();
  });
  afterEach(async () => {
    await standIn.close();
  });

  it('delivers each job whole, one connection per job, in order', async () => {
    const printer = createRawSocketConnection(target(standIn.uri('zpl')), FAST);
    const a = job(300_000);
    const b = job(10);
    await printer.send(a);
    await printer.send(b);
    expect(standIn.jobs.map((j) => j.length)).toEqual([300_000, 10]);
    expect(Buffer.compare(standIn.jobs[0]!, Buffer.from(a.bytes))).toBe(0);
    await printer.close();
  });

  it('says "refused" when nothing listens, and nothing was accepted', async () => {
    await standIn.setMode({ kind: 'refuse' });
    const failure = await failureOf(
      createRawSocketConnection(target(standIn.uri('tspl')), FAST).send(job(100)),
    );
    expect([failure.kind, failure.accepted]).toEqual(['refused', false]);
  });

  it('says "timeout" when the printer takes the connection and stops reading', async () => {
    await standIn.setMode({ kind: 'stall' });
    const failure = await failureOf(
      createRawSocketConnection(target(standIn.uri('tspl')), FAST).send(job(8_000_000)),
    );
    expect(failure.kind).toBe('timeout');
    expect(failure.accepted).toBe(true);
  });

  it('says "dropped", accepted, when the printer resets the connection mid-job', async () => {
    await standIn.setMode({ kind: 'drop', afterBytes: 1000 });
    const failure = await failureOf(
      createRawSocketConnection(target(standIn.uri('zpl')), FAST).send(job(4_000_000)),
    );
    expect([failure.kind, failure.accepted]).toEqual(['dropped', true]);
    expect(standIn.jobs).toEqual([]);
  });

  it.each(['zpl', 'tspl'] as const)(
    '%s: reads paper out, head open and paused from the status query',
    async (language) => {
      const printer = createRawSocketConnection(target(standIn.uri(language)), FAST);
      expect((await printer.health()).state).toBe('ready');
      standIn.state.paperOut = true;
      const paperOut = await printer.health();
      expect(paperOut).toMatchObject({ state: 'paper-out', answered: true });
      expect(printerHealthText(paperOut, 'zh-CN')).toContain('缺纸');
      expect(printerHealthText(paperOut, 'en')).toContain('Out of labels');
      standIn.state = { paperOut: false, headOpen: true, paused: false };
      expect((await printer.health()).state).toBe('head-open');
      standIn.state = { paperOut: false, headOpen: false, paused: true };
      expect((await printer.health()).state).toBe('paused');
      expect(standIn.jobs).toEqual([]);
    },
  );

  it('a printer that does not answer the query is "not answered", one that refuses is offline', async () => {
    standIn.state.silent = true;
    expect(await createRawSocketConnection(target(standIn.uri('zpl')), FAST).health()).toMatchObject({
      state: 'ready',
      answered: false,
    });
    expect(standIn.unanswered).toBe(1);
    await standIn.setMode({ kind: 'refuse' });
    const offline = await createRawSocketConnection(target(standIn.uri('zpl')), FAST).health();
    expect(offline).toMatchObject({ state: 'offline', answered: false });
  });
});
