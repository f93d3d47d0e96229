import type { Page } from '@playwright/test';
import type { Settings } from '../shared/ipc/channels/settings';
import { presetScanProfile } from '../shared/scan/scan-profile';
import {
  startRawPrinterStandIn,
  type RawPrinterStandIn,
} from '../electron/features/printing/testing/raw-printer-stand-in';
import {
  barcodesOnRaster,
  decodeTspl,
  decodeZpl,
} from '../electron/features/printing/testing/label-decoders';
import { expect, test, type Desk } from './fixtures/desk';
import { addSandboxOrders, awaitingOrders, sandboxBooks } from './fixtures/sandbox-books';
import { scan, shoot } from './fixtures/scanner';

/*
 * The scan station driving a raw network label printer the desk talks to itself: a TCP stand-in on a free
 * loopback port records each job's bytes and answers the printer's status queries. The connection is typed in
 * Settings › Print profiles; orders are scanned as a USB scanner types; the bytes that reach the printer are
 * decoded back (TSPL BITMAP/BAR/BARCODE, ZPL ^GFA) and their barcodes read by zxing. A rescan reprints the
 * stored label: the sandbox's own books show no new fetch and no charge. The desk serves later specs of the
 * worker: the settings changed here are put back.
 */

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36).toUpperCase();
const TSPL_ORDER = `LP-${stamp}-T`;
const ZPL_ORDER = `LP-${stamp}-Z`;
const SILENT_ORDER = `LP-${stamp}-S`;
const SIZE = '100x150';
const CONNECTION_FIELD = '100 × 150 毫米 的标签打印机连接';

let printer: RawPrinterStandIn;
/** The settings this spec changes, put back after it. */
const KEPT = ['scanProfile', 'scanRepeatSeconds', 'scanReprint', 'packCheck', 'printProfiles'] as const;
type Kept = Pick<Settings, (typeof KEPT)[number]>;
let before: Kept | undefined;

test.beforeAll(async ({ desk }) => {
  printer = await startRawPrinterStandIn();
  await addSandboxOrders(desk, awaitingOrders([TSPL_ORDER, ZPL_ORDER, SILENT_ORDER]));
  expect(await desk.call('orders.sync', { confirmPoints: 20 })).toMatchObject({ complete: true });
  const s = await desk.call('settings.get', {});
  before = Object.fromEntries(KEPT.map((key) => [key, s[key]])) as Kept;
  // The station's profile prints 100×150 labels through that size's print profile (no printer of its own).
  await desk.call('settings.update', {
    scanProfile: { ...presetScanProfile(s), labelSize: SIZE, printer: null },
    scanRepeatSeconds: 0,
    scanReprint: 'reprint',
    packCheck: false,
  });
});

test.afterAll(async ({ desk }) => {
  if (before) await desk.call('settings.update', before);
  await printer?.close();
});

/** Settings › Print profiles: the 100×150 label printer connection, typed and saved as the seller does. */
const setConnection = async (page: Page, uri: string) => {
  await page.keyboard.press('Alt+6');
  const field = page.getByRole('textbox', { name: CONNECTION_FIELD });
  await field.fill(uri);
  const section = page.getByRole('region', { name: '打印配置' });
  await section.getByRole('button', { name: '保存打印配置' }).click();
  await expect(section.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
};

/** Scans on the station and waits for the label's job at the printer: answers its bytes and the card's code. */
const scanToPrinter = async (page: Page, desk: Desk, orderSn: string) => {
  const jobs = printer.jobs.length;
  await page.keyboard.press('Alt+7');
  const screen = page.getByRole('main');
  await expect(screen.getByRole('textbox', { name: '扫描单号' })).toBeFocused();
  await scan(page, orderSn);
  await expect.poll(() => printer.jobs.length, { timeout: 20_000 }).toBe(jobs + 1);
  const [row] = (await desk.call('waybills.list', { filter: { text: orderSn } })).rows;
  expect(row).toBeDefined();
  await expect(screen.getByTestId('scan-waybill-code')).toHaveText(row!.waybillCode);
  return { bytes: printer.jobs[jobs]!, waybillCode: row!.waybillCode, waybillId: row!.id };
};

test('Test print: the calibration label of the size reaches the printer typed in Settings, and a refusal is said', async ({
  page,
  desk,
}, testInfo) => {
  const start = await sandboxBooks(desk);
  await page.keyboard.press('Alt+6');
  await page
    .getByRole('textbox', { name: CONNECTION_FIELD })
    .fill(`socket://127.0.0.1:${printer.port}?language=tspl&dpi=203`);
  const section = page.getByRole('region', { name: '打印配置' });
  const jobs = printer.jobs.length;
  await section.getByRole('button', { name: '100 × 150 毫米 测试打印' }).click();
  await expect(section.getByRole('status').filter({ hasText: '已发送校准标签' })).toBeVisible();
  await expect.poll(() => printer.jobs.length, { timeout: 20_000 }).toBe(jobs + 1);
  const label = decodeTspl(printer.jobs[jobs]!, 203);
  expect(label).toMatchObject({ widthMm: 100, heightMm: 150, copies: 1 });
  expect(await barcodesOnRaster(label.raster)).toEqual(['CAL-100x150-203']);
  // Gap stock with 2 mm gaps unless the profile says otherwise.
  expect(printer.jobs[jobs]!.toString('latin1')).toContain('GAP 2 mm,0 mm\r\n');
  await shoot(page, testInfo, 'label-printer-test-print');

  // Black-mark stock with 3 mm marks, chosen (not yet saved): the calibration label tells the printer so.
  await section.getByRole('combobox', { name: '100 × 150 毫米 的标签纸' }).selectOption('mark');
  const markHeight = section.getByRole('spinbutton', { name: '100 × 150 毫米 的黑标高度（毫米）' });
  await markHeight.fill('3');
  await section.getByRole('button', { name: '100 × 150 毫米 测试打印' }).click();
  await expect.poll(() => printer.jobs.length, { timeout: 20_000 }).toBe(jobs + 2);
  expect(printer.jobs[jobs + 1]!.toString('latin1')).toContain('BLINE 3 mm,0 mm\r\n');
  // A height out of range is refused under its own box on Save, in the seller's language.
  await markHeight.fill('0');
  await section.getByRole('button', { name: '保存打印配置' }).click();
  await expect(section.getByText('黑标高度：请填 0.5 到 25 毫米。')).toBeVisible();
  await expect(markHeight).toHaveAttribute('aria-invalid', 'true');
  await shoot(page, testInfo, 'label-printer-stock-refused');
  await section.getByRole('combobox', { name: '100 × 150 毫米 的标签纸' }).selectOption('gap');
  await section.getByRole('spinbutton', { name: '100 × 150 毫米 的间隙高度（毫米）' }).fill('2');

  // A printer that refuses the connection: nothing printed, and the field says why in the seller's language.
  const refusing = await startRawPrinterStandIn();
  try {
    await refusing.setMode({ kind: 'refuse' });
    await page
      .getByRole('textbox', { name: CONNECTION_FIELD })
      .fill(`socket://127.0.0.1:${refusing.port}?language=tspl&dpi=203`);
    await section.getByRole('button', { name: '100 × 150 毫米 测试打印' }).click();
    await expect(section.getByRole('status').filter({ hasText: '未打印' })).toBeVisible();
    expect(refusing.jobs).toHaveLength(0);
  } finally {
    await refusing.close();
  }
  // A test print is the desk's own: nothing was fetched or charged.
  expect(await sandboxBooks(desk)).toEqual(start);
});

test('a scan prints its label on a raw TSPL printer; a rescan reprints it and costs nothing', async ({
  page,
  desk,
}, testInfo) => {
  test.setTimeout(120_000);
  await setConnection(page, `socket://127.0.0.1:${printer.port}?language=tspl&dpi=203`);
  await shoot(page, testInfo, 'label-printer-settings');
  const start = await sandboxBooks(desk);

  const first = await scanToPrinter(page, desk, TSPL_ORDER);
  const label = decodeTspl(first.bytes, 203);
  expect(label).toMatchObject({ widthMm: 100, heightMm: 150, copies: 1 });
  expect(await barcodesOnRaster(label.raster)).toContain(first.waybillCode);
  const fetched = await sandboxBooks(desk);
  expect(fetched.waybillsIssued).toBe(start.waybillsIssued + 1);
  // Printed once the printer took the job and its status said it is well.
  await expect
    .poll(
      async () => (await desk.call('waybills.list', { filter: { text: TSPL_ORDER } })).rows[0]?.printedCount,
    )
    .toBe(1);
  await shoot(page, testInfo, 'label-printer-new');

  // The same order again: the stored label, the same waybill, nothing fetched, nothing charged.
  const again = await scanToPrinter(page, desk, TSPL_ORDER);
  expect(again.waybillId).toBe(first.waybillId);
  expect(await barcodesOnRaster(decodeTspl(again.bytes, 203).raster)).toContain(first.waybillCode);
  const after = await sandboxBooks(desk);
  expect(after).toEqual(fetched);
  await expect
    .poll(
      async () => (await desk.call('waybills.list', { filter: { text: TSPL_ORDER } })).rows[0]?.printedCount,
    )
    .toBe(2);
  await shoot(page, testInfo, 'label-printer-reprint');
});

test('the same scan on a raw ZPL printer: its ^GFA label reads back as the new waybill', async ({
  page,
  desk,
}, testInfo) => {
  await setConnection(page, `socket://127.0.0.1:${printer.port}?language=zpl&dpi=203`);
  const start = await sandboxBooks(desk);
  const job = await scanToPrinter(page, desk, ZPL_ORDER);
  const label = decodeZpl(job.bytes);
  expect(label.copies).toBe(1);
  expect(await barcodesOnRaster(label.raster)).toContain(job.waybillCode);
  expect((await sandboxBooks(desk)).waybillsIssued).toBe(start.waybillsIssued + 1);
  await shoot(page, testInfo, 'label-printer-zpl');
});

/** The desk's language, switched in Settings as the seller does, then back on the scan screen. */
const switchLanguage = async (page: Page, language: 'en' | 'zh-CN') => {
  await page.keyboard.press('Alt+6');
  await page.getByLabel(language === 'en' ? '工具台语言' : 'Language of the desk').selectOption(language);
  await page.keyboard.press('Alt+7');
};

test('a printer that takes the label and then answers no status: the queue holds, the label is not counted printed', async ({
  page,
  desk,
}, testInfo) => {
  test.setTimeout(120_000);
  const connection = `socket://127.0.0.1:${printer.port}?language=tspl&dpi=203`;
  await setConnection(page, connection);
  // As a Zebra in media out or head open: it takes the bytes, then says nothing to the status query.
  printer.state.silentAfterJobs = printer.jobs.length + 1;
  try {
    const job = await scanToPrinter(page, desk, SILENT_ORDER);
    const screen = page.getByRole('main');
    const held = screen.getByTestId('print-queue-held');
    await expect(held).toContainText('打印机没有回应：可能缺纸或开盖。', { timeout: 20_000 });
    // The printer's own words only under the fold; the card says the queue holds the label.
    const fold = held.locator('details');
    await expect(fold).not.toHaveAttribute('open');
    await expect(fold.locator('summary')).toHaveText('技术细节');
    await expect(fold).toContainText('no answer to the status query');
    const uncertain = screen.getByTestId('print-queue-uncertain');
    await expect(uncertain).toContainText(`${job.waybillCode} · 打印机收下后没有回应`);
    const card = screen.getByTestId('scan-card');
    await expect(card).toContainText('未打印 — 打印队列已暂停');
    const [row] = (await desk.call('waybills.list', { filter: { text: SILENT_ORDER } })).rows;
    expect(row?.printedCount).toBe(0);
    await shoot(page, testInfo, 'label-printer-silent-zh');
    await switchLanguage(page, 'en');
    await expect(held).toContainText(
      'The printer did not answer: it may be out of labels or its cover open.',
    );
    await expect(uncertain).toContainText(`${job.waybillCode} · the printer took it and then did not answer`);
    await shoot(page, testInfo, 'label-printer-silent-en');
    // The printer answers again: Retry lifts the hold; the seller finds the label on paper: Mark printed counts it.
    printer.state.silent = false;
    await screen.getByTestId('print-queue-connection').getByRole('button', { name: 'Retry' }).click();
    await expect(screen.getByTestId('print-queue-held')).toHaveCount(0);
    await uncertain.getByRole('button', { name: 'Mark 1 label printed' }).click();
    await expect(screen.getByTestId('print-queue-panel')).toHaveCount(0);
    const [settled] = (await desk.call('waybills.list', { filter: { text: SILENT_ORDER } })).rows;
    expect(settled?.printedCount).toBe(1);
  } finally {
    printer.state.silent = false;
    delete printer.state.silentAfterJobs;
    await desk.call('settings.update', { language: 'zh-CN' });
  }
});
