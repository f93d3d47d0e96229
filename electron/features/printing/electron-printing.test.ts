import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ElectronStubRecord } from '../../testing/electron-stub';
import { makeTempDir, recordFetch } from '../../testing/ledger-test-kit';
import { openLedger } from '../ledger/sqlite/open-ledger';
import type { Ledger } from '../ledger/ledger-types';
import { createMemoryStore } from '../../storage/key-value-store';
import { createSettingsService } from '../settings/settings';
import { createCloudPrinting } from './cloud-printing';
import { createLabelPrinting, type LabelPrinting } from './label-printing';

/*
 * Electron's printing under the stub `electron` module (no Electron binary here): a print is recorded only when
 * webContents.print reports success, big batches go in jobs of 100 each recorded as it succeeds, and a profile's
 * offsets and copies reach the print route.
 */

const stub = vi.hoisted(() => ({ record: null as ElectronStubRecord | null }));
vi.mock('electron', async () => {
  const { createElectronStub } = await import('../../testing/electron-stub');
  const made = createElectronStub('/tmp/desk-electron-stub');
  stub.record = made.record;
  return made.module;
});
const { createElectronPrinting } = await import('./electron-printing');

let ledger: Ledger;
let printing: LabelPrinting;
const record = () => stub.record as ElectronStubRecord;

/** Label printing over the Electron printer (the stub's), with these settings and the test's ledger. */
const labelPrintingWith = (settings: ReturnType<typeof createSettingsService>) =>
  createLabelPrinting({
    ledger,
    settings,
    printing: createElectronPrinting({
      routeUrl: (path) => `app://desk/${path}`,
      preload: '/preload.js',
      trackContents: () => undefined,
      mainWindow: () => null,
    }),
    cloudPrint: createCloudPrinting(() => 'ws://127.0.0.1:9/none'),
    emit: () => undefined,
  });

beforeEach(async () => {
  ledger = await openLedger(makeTempDir('electron-print-').file('ledger.sqlite'));
  const settings = createSettingsService(createMemoryStore());
  record().printJobs.length = 0;
  record().printAnswer = { success: true, failureReason: '' };
  printing = labelPrintingWith(settings);
});
afterEach(async () => {
  await ledger.close();
});

const seed = async (count: number) =>
  (
    await recordFetch(
      ledger,
      Array.from({ length: count }, (_, i) => ({
        orderSn: `O${i}`,
        waybillCode: `YT${String(1_000_000_000_000 + i)}`,
      })),
    )
  ).map((w) => w.id);

describe('Electron printing', () => {
  it('records the print when webContents.print reports success', async () => {
    const ids = await seed(2);
    const outcome = await printing.print({ ids, size: '100x150', printer: 'Deli DL-888' });
    expect(outcome).toEqual({ mode: 'silent', printed: 2, printer: 'Deli DL-888' });
    expect(record().printJobs).toHaveLength(1);
    expect(record().printJobs[0]?.options).toMatchObject({ silent: true, deviceName: 'Deli DL-888' });
    expect((await ledger.getWaybills(ids)).map((w) => [w.printedCount, w.dialogCount])).toEqual([
      [1, 0],
      [1, 0],
    ]);
  });

  it('a job the printer refuses (or a cancelled dialog) records nothing', async () => {
    const ids = await seed(2);
    record().printAnswer = { success: false, failureReason: 'cancelled' };
    await expect(printing.print({ ids, size: '100x150', printer: 'Deli DL-888' })).rejects.toThrow(
      /cancelled/,
    );
    expect((await ledger.getWaybills(ids)).map((w) => w.printedCount)).toEqual([0, 0]);
  });

  it("250 labels go as 3 jobs (100, 100, 50), each with the profile's offsets and copies", async () => {
    const ids = await seed(250);
    const settings = createSettingsService(createMemoryStore());
    settings.update({
      printProfiles: { '100x150': { printer: 'Zebra', offsetXMm: 2, offsetYMm: 0, copies: 2 } },
    });
    const withProfile = labelPrintingWith(settings);
    const outcome = await withProfile.print({ ids, size: '100x150' });
    expect(outcome).toMatchObject({ mode: 'silent', printed: 250, printer: 'Zebra' });
    const jobs = record().printJobs;
    expect(jobs.map((j) => new URL(j.url ?? '').searchParams.get('ids')?.split(',').length)).toEqual([
      100, 100, 50,
    ]);
    for (const job of jobs) {
      expect(job.url).toMatch(/&dx=2&copies=2$/);
      expect(job.options).toMatchObject({ deviceName: 'Zebra' });
    }
    expect((await ledger.getWaybills(ids)).every((w) => w.printedCount === 1)).toBe(true);
  });

  it('a failure in the second job keeps the first job recorded and the rest not', async () => {
    const ids = await seed(150);
    const realPush = record().printJobs.push.bind(record().printJobs);
    record().printJobs.push = (...jobs) => {
      const n = realPush(...jobs);
      if (n === 2) record().printAnswer = { success: false, failureReason: 'out of paper' };
      return n;
    };
    try {
      await expect(printing.print({ ids, size: '100x150', printer: 'P' })).rejects.toThrow(/out of paper/);
    } finally {
      record().printJobs.push = realPush;
    }
    const counts = (await ledger.getWaybills(ids)).map((w) => w.printedCount);
    expect(counts.slice(0, 100).every((c) => c === 1)).toBe(true);
    expect(counts.slice(100).every((c) => c === 0)).toBe(true);
  });

  it('lists printers with the paper sizes CUPS reports; the pre-flight warns on a missing printer or unfit paper', async () => {
    record().printers = [
      {
        name: 'Deli',
        displayName: 'Deli DL-888',
        options: { 'printer-is-default': 'true', 'media-supported': 'om_100x150mm_100x150mm' },
      },
      { name: 'Office', displayName: 'Office', options: { media: 'iso_a4_210x297mm' } },
    ];
    const withWindow = createLabelPrinting({
      ledger,
      settings: createSettingsService(createMemoryStore()),
      printing: createElectronPrinting({
        routeUrl: (path) => `app://desk/${path}`,
        preload: '/preload.js',
        trackContents: () => undefined,
        mainWindow: () => ({ webContents: record().createContents() }) as never,
      }),
      cloudPrint: createCloudPrinting(() => 'ws://127.0.0.1:9/none'),
      emit: () => undefined,
    });
    expect((await withWindow.printers())[0]).toMatchObject({
      name: 'Deli',
      isDefault: true,
      paperSizes: [{ widthMm: 100, heightMm: 150 }],
    });
    expect((await withWindow.preflight('100x150', null)).warnings).toEqual([]);
    expect((await withWindow.preflight('100x150', 'Office')).warnings).toEqual([
      { kind: 'paper-mismatch', printer: 'Office', paperSizes: ['iso_a4_210x297mm'] },
    ]);
    expect((await withWindow.preflight('100x150', 'Gone')).warnings).toEqual([
      { kind: 'printer-missing', printer: 'Gone' },
    ]);
  });

  it('exports 1,200 labels as one PDF drawn in parts of 1,000, recorded once the file is written', async () => {
    const ids = await seed(1200);
    const tmp = makeTempDir('electron-pdf-');
    record().pdfJobs.length = 0;
    record().saveDialogAnswer = { canceled: false, filePath: tmp.file('labels.pdf') };
    try {
      const out = await printing.exportPdf({ ids, size: '100x150' });
      expect(out).toEqual({ path: tmp.file('labels.pdf'), pages: 1200 });
      expect(record().pdfJobs.map((u) => new URL(u).searchParams.get('ids')?.split(',').length)).toEqual([
        1000, 200,
      ]);
      const doc = await PDFDocument.load(await readFile(tmp.file('labels.pdf')));
      expect(doc.getPageCount()).toBe(1200);
      expect((await ledger.getWaybills(ids)).every((w) => w.printedCount === 1)).toBe(true);
    } finally {
      record().saveDialogAnswer = { canceled: true };
    }
  });
});
