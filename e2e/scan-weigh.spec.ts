import type { Settings } from '../shared/ipc/channels/settings';
import {
  startRawPrinterStandIn,
  type RawPrinterStandIn,
} from '../electron/features/printing/testing/raw-printer-stand-in';
import { setUpWeighStation } from './fixtures/weigh-station';
import { expect, test } from './fixtures/desk';
import { addSandboxOrders, sandboxBooks } from './fixtures/sandbox-books';
import { scan, shoot } from './fixtures/scanner';

/*
 * Weighing at the scan station with a keyboard scale: the scale types the weight and Enter into the card's
 * weight box. A right weight prints the label at a raw label printer stand-in; a wrong one turns the card red,
 * and the sandbox's own books show nothing fetched or charged, the printer nothing printed; the override key
 * prints it and the waybill records the override. The settings changed here are put back at the end.
 */

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36).toUpperCase();
const RIGHT = `WG-${stamp}-R`;
const WRONG = `WG-${stamp}-W`;
const TEA = { goods_name: `称重测试茶 ${stamp}`, goods_spec: '357克饼', goods_count: 2 };

let printer: RawPrinterStandIn;
let before: Partial<Settings> | undefined;

test.beforeAll(async ({ desk }) => {
  printer = await startRawPrinterStandIn();
  await addSandboxOrders(
    desk,
    [RIGHT, WRONG].map((order_sn) => ({ order_sn, order_status: 1, ...TEA })),
  );
  expect(await desk.call('orders.sync', { confirmPoints: 20 })).toMatchObject({ complete: true });
  before = await setUpWeighStation(desk, printer);
  // 300 g a cake, as typed in Settings › Goods barcodes: a parcel of two should weigh 0.60 kg (± 60 g).
  await desk.call('barcodes.unitWeight', { name: TEA.goods_name, spec: TEA.goods_spec, grams: 300 });
});

test.afterAll(async ({ desk }) => {
  if (before) await desk.call('settings.update', before);
  await printer?.close();
});

test('a right weight typed by the keyboard scale prints the label at the label printer', async ({
  page,
  desk,
}, testInfo) => {
  await page.keyboard.press('Alt+7');
  const screen = page.getByRole('main');
  await expect(screen.getByRole('textbox', { name: '扫描单号' })).toBeFocused();
  await scan(page, RIGHT);
  const card = screen.getByTestId('scan-card');
  await expect(card).toContainText('请称重：把包裹放上秤');
  await expect(card).toContainText('预计 0.60 kg');
  // The weight box holds the focus: the keyboard scale types where the focus is.
  await expect(screen.getByTestId('weigh-box')).toBeFocused();
  await shoot(page, testInfo, 'weigh-waiting-zh');
  const jobs = printer.jobs.length;
  await scan(page, '0.62');
  await expect.poll(() => printer.jobs.length, { timeout: 20_000 }).toBe(jobs + 1);
  const [row] = (await desk.call('waybills.list', { filter: { text: RIGHT } })).rows;
  await expect(screen.getByTestId('scan-waybill-code')).toHaveText(row!.waybillCode);
  await shoot(page, testInfo, 'weigh-printed-zh');
});

test('a wrong weight turns the card red and spends nothing; the override key prints it and is recorded', async ({
  page,
  desk,
}, testInfo) => {
  await page.keyboard.press('Alt+7');
  const screen = page.getByRole('main');
  await expect(screen.getByRole('textbox', { name: '扫描单号' })).toBeFocused();
  const start = await sandboxBooks(desk);
  const jobs = printer.jobs.length;
  await scan(page, WRONG);
  await expect(screen.getByTestId('weigh-box')).toBeFocused();
  await scan(page, '0.85');
  const card = screen.getByTestId('scan-card');
  await expect(card).toContainText('重量不符：预计 0.60 kg，称得 0.85 kg');
  await expect(card).toHaveAttribute('data-look', 'bad');
  await expect(screen.getByTestId('weigh-override')).toContainText('F8');
  await shoot(page, testInfo, 'weigh-mismatch-zh');
  // Nothing fetched or charged, nothing printed.
  const after = await sandboxBooks(desk);
  expect(after.points).toBe(start.points);
  expect(after.waybillsIssued).toBe(start.waybillsIssued);
  expect(printer.jobs.length).toBe(jobs);
  expect((await desk.call('waybills.list', { filter: { text: WRONG } })).rows).toHaveLength(0);

  // The same card in English, at both sizes.
  await desk.call('settings.update', { language: 'en' });
  await expect(card).toContainText('Wrong weight: expected 0.60 kg, weighed 0.85 kg');
  await shoot(page, testInfo, 'weigh-mismatch-en');
  await desk.call('settings.update', { language: 'zh-CN' });
  await expect(card).toContainText('重量不符');

  await screen.getByTestId('weigh-box').focus();
  await page.keyboard.press('F8');
  await expect.poll(() => printer.jobs.length, { timeout: 20_000 }).toBe(jobs + 1);
  const [row] = (await desk.call('waybills.list', { filter: { text: WRONG } })).rows;
  expect(row).toBeDefined();
  expect((await sandboxBooks(desk)).waybillsIssued).toBe(start.waybillsIssued + 1);
  await expect(screen.getByTestId('scan-waybill-code')).toHaveText(row!.waybillCode);
});
