import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import { expect, test, type Desk } from './fixtures/desk';
import { misreadEan13, openCheckFor, openPackCheck, runEan13 } from './fixtures/goods-barcodes';
import { addSandboxOrders, sandboxBooks } from './fixtures/sandbox-books';
import { scanWithPresetProfile } from './fixtures/scan-settings';
import { scan, shoot } from './fixtures/scanner';

/*
 * Settings › Goods barcodes › Import / Export CSV through the real UI, on the worker's desk over the sandbox: a
 * UTF-8 sheet with a header row is imported; its bad rows (a misread check digit, no goods name, a barcode bound to
 * other goods) are listed with their line and reason in the seller's language (zh-CN, then en), the good ones are
 * listed and count at the next pack check, and the export hands them back as CSV. Importing costs nothing; the
 * check's label costs one waybill. Goods and barcodes are this run's own; the settings changed are put back.
 * (Named to run after scan-to-pack.spec.ts on a shared worker: that spec counts every checked label of the desk.)
 */

const stamp = Date.now().toString(36).toUpperCase();
const TRAY = { goods_name: `竹制茶盘 ${stamp}`, goods_spec: '大号, 带排水' };
const COASTER = { name: `杯垫 ${stamp}`, spec: '6片' };
const ORDER = `PCKCSV-${stamp}`;
const GOOD_1 = runEan13(31);
const GOOD_2 = runEan13(32);
const MISREAD = misreadEan13(33);
const NAMELESS = runEan13(34);
const TAKEN = runEan13(35);

/** The seller's sheet: header, then lines 2-6 (line 2 and 6 good; 3 misread, 4 without goods, 5 other goods'). */
const sheet = [
  '条码,商品名称,规格',
  `${GOOD_1},${TRAY.goods_name},"${TRAY.goods_spec}"`,
  `${MISREAD},${TRAY.goods_name},"${TRAY.goods_spec}"`,
  `${NAMELESS},,"${TRAY.goods_spec}"`,
  `${TAKEN},${TRAY.goods_name},"${TRAY.goods_spec}"`,
  `${GOOD_2},${TRAY.goods_name},"${TRAY.goods_spec}"`,
].join('\r\n');

test.describe.configure({ mode: 'serial' });

let restoreSettings: (() => Promise<void>) | undefined;

test.beforeAll(async ({ desk }) => {
  await addSandboxOrders(desk, [
    { order_sn: ORDER, order_status: 1, ...TRAY, goods_count: 2, receiver_address: `茶园路 ${stamp} 号` },
  ]);
  expect(await desk.call('orders.sync', { confirmPoints: 20 })).toMatchObject({ complete: true });
  restoreSettings = await scanWithPresetProfile(desk);
  // The sheet's line 5 names a barcode the desk already holds for other goods.
  await desk.call('barcodes.bind', { barcode: TAKEN, ...COASTER });
});

test.afterAll(async () => {
  await restoreSettings?.();
});

/** Settings › Goods barcodes, found by its heading in the desk's language. */
const barcodesSection = async (page: Page, heading: string) => {
  await page.keyboard.press('Alt+6');
  return page.getByRole('region', { name: heading });
};

/** Chooses the sheet through the Import button's file dialog, as the seller does. */
const importSheet = async (page: Page, button: string, csv: string) => {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (
    await chooser
  ).setFiles({ name: 'goods-barcodes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
};

const costOf = async (desk: Desk, work: () => Promise<void>) => {
  const start = await sandboxBooks(desk);
  await work();
  const end = await sandboxBooks(desk);
  return { points: start.points - end.points, waybills: end.waybillsIssued - start.waybillsIssued };
};

test('a sheet with bad rows: they are listed by line and reason, the good ones kept and used at the next check', async ({
  page,
  desk,
}, testInfo) => {
  const section = await barcodesSection(page, '商品条码');
  const outcome = section.getByTestId('barcodes-import-outcome');
  const imported = await costOf(desk, async () => {
    await importSheet(page, '导入 CSV…', sheet);
    await expect(outcome).toBeVisible();
  });
  expect(imported).toEqual({ points: 0, waybills: 0 });
  await expect(outcome.locator('p')).toHaveText('已导入：新绑定 2 条，已有 0 条。');
  await expect(outcome).toHaveClass(/notice-warning/);
  await expect(outcome.getByRole('listitem')).toHaveText([
    `第 3 行（${MISREAD}）未导入：条码校验位不对（可能扫错）。`,
    `第 4 行（${NAMELESS}）未导入：没有商品名称。`,
    `第 5 行（${TAKEN}）未导入：该条码已绑定到别的商品。`,
  ]);

  // The good rows are in the list with their goods; the bad ones are not, and the taken barcode kept its goods.
  await section.getByRole('searchbox', { name: '搜索条码、商品名或规格' }).fill(stamp);
  const table = section.getByTestId('barcodes-table');
  for (const code of [GOOD_1, GOOD_2])
    await expect(table.locator('tr', { hasText: code })).toContainText(
      `${TRAY.goods_name}${TRAY.goods_spec}`,
    );
  await expect(table.locator('tr', { hasText: TAKEN })).toContainText(COASTER.name);
  await expect(table).not.toContainText(MISREAD);
  await expect(table).not.toContainText(NAMELESS);
  await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shoot(page, testInfo, 'barcodes-csv-imported');

  // The next pack check knows both barcodes of the tray: each counts without a question; the label prints.
  const checked = await costOf(desk, async () => {
    await openPackCheck(page);
    const panel = page.getByTestId('check-panel');
    await openCheckFor(page, ORDER);
    await expect(panel.getByTestId('check-count')).toHaveText('0 / 2');
    await expect(panel.getByTestId('check-line')).not.toContainText('未绑定条码');
    await scan(page, GOOD_1);
    await expect(panel.getByTestId('check-note')).toHaveText(`已核对 ${GOOD_1}`);
    await expect(panel.getByTestId('check-count')).toHaveText('1 / 2');
    await expect(panel.getByTestId('check-prompt')).toHaveCount(0);
    await shoot(page, testInfo, 'barcodes-csv-check');
    await scan(page, GOOD_2);
    await expect(page.getByTestId('scan-card')).toContainText('已送打印 — 新面单');
  });
  expect(checked).toEqual({ points: 1, waybills: 1 });
  const [label] = (await desk.call('waybills.list', { filter: { text: ORDER } })).rows;
  expect(label).toMatchObject({ dialogCount: 1, checked: true });
});

test('the export hands back the bindings as CSV with a header row', async ({ page, desk }) => {
  const section = await barcodesSection(page, '商品条码');
  let file = '';
  const exported = await costOf(desk, async () => {
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: '导出 CSV' }).click();
    file = await readFile(await (await download).path(), 'utf8');
  });
  expect(exported).toEqual({ points: 0, waybills: 0 });
  // UTF-8 with a byte-order mark (spreadsheet programs then read Chinese), a header row, one row per binding.
  expect(file.startsWith('\uFEFF')).toBe(true);
  const rows = Papa.parse<string[]>(file.slice(1), { skipEmptyLines: 'greedy' }).data;
  expect(rows[0]).toEqual(['barcode', 'name', 'spec']);
  expect(rows).toContainEqual([GOOD_1, TRAY.goods_name, TRAY.goods_spec]);
  expect(rows).toContainEqual([GOOD_2, TRAY.goods_name, TRAY.goods_spec]);
  expect(rows).toContainEqual([TAKEN, COASTER.name, COASTER.spec]);
  const codes = rows.map((r) => r[0]);
  expect(codes).not.toContain(MISREAD);
  expect(codes).not.toContain(NAMELESS);
  // Every binding the desk holds, each once.
  const held = (await desk.call('barcodes.list', { text: '' })).rows.map((r) => r.barcode);
  expect([...codes.slice(1)].sort()).toEqual([...held].sort());
});

test('in English the bad rows are told in English', async ({ page, desk }, testInfo) => {
  const { language } = await desk.call('settings.get', {});
  await desk.call('settings.update', { language: 'en' });
  try {
    await page.reload();
    await page.getByRole('main').waitFor();
    const section = await barcodesSection(page, 'Goods barcodes');
    const outcome = section.getByTestId('barcodes-import-outcome');
    // The same sheet again, as a spreadsheet saves it (with a byte-order mark): the good rows are already there.
    await importSheet(page, 'Import CSV…', `\uFEFF${sheet}`);
    await expect(outcome.locator('p')).toHaveText('Imported: 0 bound, 2 already there.');
    await expect(outcome.getByRole('listitem')).toHaveText([
      `Line 3 (${MISREAD}) left out: the barcode fails its check digit (a misread).`,
      `Line 4 (${NAMELESS}) left out: no goods name.`,
      `Line 5 (${TAKEN}) left out: the barcode already belongs to other goods.`,
    ]);
    await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shoot(page, testInfo, 'barcodes-csv-en');
  } finally {
    await desk.call('settings.update', { language });
  }
});
