import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import type { Settings } from '../shared/ipc/channels/settings';
import { CSV_BOM, unescapeFormulaCell } from '../shared/csv/csv-writer';
import {
  startRawPrinterStandIn,
  type RawPrinterStandIn,
} from '../electron/features/printing/testing/raw-printer-stand-in';
import { setUpWeighStation } from './fixtures/weigh-station';
import { expect, test, type Desk } from './fixtures/desk';
import { addSandboxOrders, sandboxBooks } from './fixtures/sandbox-books';
import { scan, shoot } from './fixtures/scanner';

/*
 * The Waybills screen's shop, weight and handover columns, their filters and the CSV export, through the real UI on
 * the web host against the sandbox over HTTP. A known set of four parcels: two weighed at the scan station with the
 * keyboard scale (one right, one over a mismatch with the override key), one printed and handed over to the
 * courier in a closed batch, one printed and left on the floor. A second shop is added so the shop column and
 * filter show. The export is downloaded and read back. The settings, the second shop and the language are put back.
 */

test.describe.configure({ mode: 'serial' });
test.skip(({ desk }) => desk.host !== 'web', 'the export is saved as a browser download on the web host');

const stamp = Date.now().toString(36).toUpperCase();
const RIGHT = `WC-${stamp}-R`;
const OVER = `WC-${stamp}-O`;
const HANDED = `WC-${stamp}-H`;
const LEFT = `WC-${stamp}-L`;
// A receiver a spreadsheet would run as a formula: the export must write it as text.
const HOSTILE_RECEIVER = '=HYPERLINK("http://x.invalid","点我")';
const TEA = { goods_name: `列测试茶 ${stamp}`, goods_spec: '357克饼', goods_count: 2 };
const SECOND_OWNER = `wc-owner-${stamp}`;
const SIZE = '100x150';
/** A barcode bound to the tea in Settings › Goods barcodes (forgotten at the end): an EAN-13 with its check digit. */
const TEA_BARCODE = ean13(`69${String(parseInt(stamp.slice(-6), 36) % 10_000_000_000).padStart(10, '0')}`);

let before: Partial<Settings> | undefined;
let printer: RawPrinterStandIn;
const undo: Array<() => Promise<unknown>> = [];

/** Twelve digits and their EAN-13 check digit. */
function ean13(twelve: string): string {
  const sum = [...twelve].reduce((n, d, i) => n + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

/** Makes sure the desk keeps two shops: the demo shop (the sandbox's orders are its) and one more. */
const twoShops = async (desk: Desk) => {
  const settings = await desk.call('settings.get', {});
  const { id: _id, label: _label, ...sender } = settings.senders[0]!;
  const base = { mallUserId: '10001', merchantUserId: '10001', orderChannelsType: 'PDD', sender };
  const carriers = [{ cpCode: 'YTO', templateUrl: settings.templateUrl, isDefault: true }];
  const shops = (await desk.call('shops.list', {})).shops;
  if (!shops.some((s) => s.shop.ownerId === 'demo-owner')) {
    const demo = await desk.call('shops.save', {
      ...base,
      name: '演示店铺',
      colour: '#1677ff',
      ownerId: 'demo-owner',
      shopId: 'demo-shop',
      carriers,
    });
    undo.push(() => desk.call('shops.remove', { id: demo.id }).catch(() => undefined));
  }
  const second = await desk.call('shops.save', {
    ...base,
    name: `第二店 ${stamp.slice(-4)}`,
    colour: '#d4380d',
    ownerId: SECOND_OWNER,
    shopId: `wc-shop-${stamp}`,
    carriers,
  });
  undo.push(() => desk.call('shops.remove', { id: second.id }));
  return (await desk.call('shops.list', {})).shops.find((s) => s.shop.ownerId === 'demo-owner')!.shop;
};

/** Fetches the orders' waybills through the desk, prints them at the label printer stand-in, waits for the ledger. */
const fetchAndPrint = async (desk: Desk, orderSns: string[]) => {
  const settings = await desk.call('settings.get', {});
  const { id: _id, label: _label, ...sender } = settings.senders[0]!;
  const out = await desk.call('waybills.fetch', {
    orderSns,
    cpCode: 'YTO',
    sender,
    templateUrl: settings.templateUrl,
  });
  const ids = out.results.map((r) => r.waybillId!);
  await desk.call('labels.print', { ids, size: SIZE });
  await expect
    .poll(async () => {
      const { rows } = await desk.call('waybills.list', { filter: { text: `WC-${stamp}` }, limit: 10 });
      return rows.filter((r) => ids.includes(r.id) && r.printedCount > 0).length;
    })
    .toBe(ids.length);
  return out.results;
};

test.beforeAll(async ({ desk }) => {
  test.setTimeout(120_000);
  printer = await startRawPrinterStandIn();
  await addSandboxOrders(desk, [
    ...[RIGHT, OVER].map((order_sn) => ({ order_sn, order_status: 1, ...TEA })),
    { order_sn: HANDED, order_status: 1, ...TEA },
    { order_sn: LEFT, order_status: 1, ...TEA, receiver_name: HOSTILE_RECEIVER },
  ]);
  expect(await desk.call('orders.sync', { confirmPoints: 20 })).toMatchObject({ complete: true });
  before = await setUpWeighStation(desk, printer);
  // 300 g a cake: a parcel of two should weigh 0.60 kg.
  await desk.call('barcodes.unitWeight', { name: TEA.goods_name, spec: TEA.goods_spec, grams: 300 });
});

test.afterAll(async ({ desk }) => {
  if (before) await desk.call('settings.update', before);
  await desk.call('barcodes.unitWeight', { name: TEA.goods_name, spec: TEA.goods_spec, grams: null });
  await desk.call('barcodes.remove', { barcode: TEA_BARCODE });
  for (const step of undo.reverse()) await step();
  await printer?.close();
});

/** Weighs a parcel at the scan station: the keyboard scale types the kilograms and Enter into the weight box. */
const weigh = async (page: Page, orderSn: string, kg: string, override: boolean) => {
  const jobs = printer.jobs.length;
  await page.keyboard.press('Alt+7');
  const screen = page.getByRole('main');
  await expect(screen.getByRole('textbox', { name: '扫描单号' })).toBeFocused();
  await scan(page, orderSn);
  await expect(screen.getByTestId('weigh-box')).toBeFocused();
  await scan(page, kg);
  if (override) {
    await expect(screen.getByTestId('scan-card')).toHaveAttribute('data-look', 'bad');
    await screen.getByTestId('weigh-box').focus();
    await page.keyboard.press('F8');
  }
  await expect.poll(() => printer.jobs.length, { timeout: 20_000 }).toBe(jobs + 1);
};

const csvRows = (text: string) =>
  Papa.parse<string[]>(text.slice(CSV_BOM.length), { skipEmptyLines: true }).data;

test('the columns show each waybill shop, weight and handover; the filters pick them; the export reads back', async ({
  page,
  desk,
}, testInfo) => {
  test.setTimeout(180_000);
  const demo = await twoShops(desk);
  await weigh(page, RIGHT, '0.62', false);
  await weigh(page, OVER, '0.85', true);
  const [handed] = await fetchAndPrint(desk, [HANDED, LEFT]);
  const batch = await desk.call('handover.open', { cpCode: 'YTO' });
  expect(
    (await desk.call('handover.scan', { batchId: batch.id, code: handed!.waybillCode! })).verdict.kind,
  ).toBe('counted');
  await desk.call('handover.close', { batchId: batch.id });
  const spent = await sandboxBooks(desk);

  await page.keyboard.press('Alt+2');
  const screen = page.getByRole('main');
  await screen.getByRole('searchbox', { name: '搜索' }).fill(`WC-${stamp}`);
  await expect(page.getByTestId('matching-count')).toContainText(/^4\D/);
  const rowOf = (sn: string) => screen.getByRole('row').filter({ hasText: sn });
  for (const caption of ['店铺', '重量', '交接']) {
    await expect(screen.getByRole('columnheader', { name: caption, exact: true })).toBeVisible();
  }
  await expect(rowOf(RIGHT).getByTestId('shop-name-tag')).toHaveText(demo.name);
  await expect(rowOf(RIGHT).getByTestId('waybill-weight')).toHaveText('0.62 kg');
  await expect(rowOf(OVER).getByTestId('waybill-weight')).toHaveText('0.85 kg已越过');
  await expect(rowOf(HANDED).getByTestId('waybill-weight')).toHaveText('');
  await expect(rowOf(HANDED).getByTestId('waybill-handover')).toContainText(`HO-${batch.id}`);
  await expect(rowOf(LEFT).getByTestId('waybill-handover')).toHaveText('未交接');
  await expect(rowOf(RIGHT).getByTestId('waybill-handover')).toHaveText('未交接');
  await shoot(page, testInfo, 'waybills-columns-zh');

  const pick = async (label: string, option: string, expected: string[]) => {
    await screen.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
    await expect(page.getByTestId('matching-count')).toContainText(new RegExp(`^${expected.length}\\D`));
    for (const sn of expected) await expect(rowOf(sn)).toBeVisible();
  };
  await pick('称重', '已称重', [RIGHT, OVER]);
  await pick('称重', '重量不符、越过打印', [OVER]);
  await pick('称重', '未称重', [HANDED, LEFT]);
  await pick('称重', '全部', [RIGHT, OVER, HANDED, LEFT]);
  await pick('交接', '已交接', [HANDED]);
  await pick('交接', '已打印、未交接', [RIGHT, OVER, LEFT]);
  await shoot(page, testInfo, 'waybills-not-handed-over-zh');

  // The export writes the filtered list (printed, not handed over), every column, in the seller's language.
  const download = page.waitForEvent('download');
  await screen.getByTestId('waybill-export').click();
  const text = await readFile(await (await download).path(), 'utf8');
  await expect(screen.getByTestId('waybill-export-done')).toHaveText('已导出 3 张面单');
  expect(text.startsWith(CSV_BOM)).toBe(true);
  const [header, ...rows] = csvRows(text);
  expect(header).toEqual(
    expect.arrayContaining(['面单号', '店铺', '订单号', '收件人', '重量（kg）', '重量越过', '交接批次']),
  );
  const cell = (row: string[], name: string) => row[header!.indexOf(name)]!;
  const byOrder = new Map(rows.map((r) => [cell(r, '订单号'), r]));
  expect([...byOrder.keys()].sort()).toEqual([LEFT, OVER, RIGHT].sort());
  expect(cell(byOrder.get(RIGHT)!, '重量（kg）')).toBe('0.620');
  expect(cell(byOrder.get(OVER)!, '重量越过')).toBe('已越过');
  expect(cell(byOrder.get(LEFT)!, '交接批次')).toBe('未交接');
  expect(cell(byOrder.get(LEFT)!, '店铺')).toBe(demo.name);
  // The formula-like receiver is text in a spreadsheet, and reads back as it was.
  expect(cell(byOrder.get(LEFT)!, '收件人')).toBe(`'${HOSTILE_RECEIVER}`);
  expect(unescapeFormulaCell(cell(byOrder.get(LEFT)!, '收件人'))).toBe(HOSTILE_RECEIVER);

  // The shop filter: the second shop holds none of them.
  await pick('交接', '全部', [RIGHT, OVER, HANDED, LEFT]);
  await pick('店铺', demo.name, [RIGHT, OVER, HANDED, LEFT]);
  await screen
    .getByRole('combobox', { name: '店铺', exact: true })
    .selectOption({ label: `第二店 ${stamp.slice(-4)}` });
  await expect(screen.getByRole('row').filter({ hasText: `WC-${stamp}` })).toHaveCount(0);
  await screen.getByRole('combobox', { name: '店铺', exact: true }).selectOption({ label: '所有店铺' });
  await expect(page.getByTestId('matching-count')).toContainText(/^4\D/);

  // English headers and words, at both sizes.
  await desk.call('settings.update', { language: 'en' });
  await expect(rowOf(OVER).getByTestId('waybill-weight')).toHaveText('0.85 kgoverridden');
  await expect(screen.getByRole('columnheader', { name: 'Handover', exact: true })).toBeVisible();
  await shoot(page, testInfo, 'waybills-columns-en');
  const downloadEn = page.waitForEvent('download');
  await screen.getByTestId('waybill-export').click();
  const [headerEn] = csvRows(await readFile(await (await downloadEn).path(), 'utf8'));
  expect(headerEn).toEqual(expect.arrayContaining(['Waybill code', 'Shop', 'Weight (kg)', 'Handover batch']));
  await desk.call('settings.update', { language: 'zh-CN' });
  await screen.getByRole('button', { name: '重置筛选' }).click();

  // Showing, filtering and exporting spent nothing at the gateway.
  expect(await sandboxBooks(desk)).toEqual(spent);
});

test('Settings › Goods barcodes: the unit weight is typed in grams; bad input names the field and sends nothing', async ({
  page,
  desk,
}, testInfo) => {
  await desk.call('barcodes.bind', { barcode: TEA_BARCODE, name: TEA.goods_name, spec: TEA.goods_spec });
  const typed = async () =>
    (
      await desk.call('barcodes.unitWeights', {
        goods: [{ name: TEA.goods_name, spec: TEA.goods_spec }],
        learnCount: 5,
      })
    ).weights[0]?.typedGrams;
  await page.keyboard.press('Alt+6');
  const section = page.getByRole('region', { name: '商品条码' });
  await section.getByRole('searchbox', { name: '搜索条码、商品名或规格' }).fill(TEA.goods_name);
  const box = section.getByRole('textbox', { name: `${TEA.goods_name} 的单件重量（克）` });
  // Typed in the beforeAll: 300 g a cake.
  await expect(box).toHaveValue('300');
  const refusal = section.getByTestId('unit-weight-refused');
  for (const [text, words] of [
    ['-5', '单件重量（克）必须大于 0'],
    ['abc', '单件重量（克）必须是数字，例如 300'],
    ['100001', '单件重量（克）不能超过 100 kg（100000 克）'],
  ] as const) {
    await box.fill(text);
    await box.press('Enter');
    await expect(refusal).toHaveText(words);
    expect(await typed()).toBe(300);
  }
  await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shoot(page, testInfo, 'barcodes-unit-weight-refused-zh');
  await box.fill('310');
  await box.press('Enter');
  await expect(refusal).toHaveCount(0);
  await expect.poll(typed).toBe(310);
  await expect(box).toHaveValue('310');

  await desk.call('settings.update', { language: 'en' });
  const sectionEn = page.getByRole('region', { name: 'Goods barcodes' });
  const boxEn = sectionEn.getByRole('textbox', { name: `Unit weight of ${TEA.goods_name} (g)` });
  await boxEn.fill('0');
  await boxEn.press('Enter');
  await expect(sectionEn.getByTestId('unit-weight-refused')).toHaveText(
    'Unit weight (g) must be more than 0',
  );
  await shoot(page, testInfo, 'barcodes-unit-weight-refused-en');
  await desk.call('settings.update', { language: 'zh-CN' });
  // An empty box forgets the typed weight: the station weighs by the learned one again.
  await box.fill('');
  await box.press('Enter');
  await expect.poll(typed).toBeNull();
});
