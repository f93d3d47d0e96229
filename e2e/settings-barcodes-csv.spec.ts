import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import { expect, test, type Desk } from './fixtures/desk';
import { misreadEan13, openCheckFor, openPackCheck, runEan13 } from './fixtures/goods-barcodes';
import { addSandboxOrders, sandboxBooks } from './fixtures/sandbox-books';
import { scanWithPresetProfile } from './fixtures/scan-settings';
import { scan, shoot } from './fixtures/scanner';
import { unescapeFormulaCell } from '../shared/csv/csv-writer';

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
const importSheet = async (page: Page, button: string, csv: string | Buffer) => {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  const buffer = typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv;
  await (await chooser).setFiles({ name: 'goods-barcodes.csv', mimeType: 'text/csv', buffer });
};

/** Saves the export through the Export button, as the seller does, and reads the file. */
const exportSheet = async (page: Page, section: Awaited<ReturnType<typeof barcodesSection>>) => {
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: '导出 CSV' }).click();
  return readFile(await (await download).path(), 'utf8');
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
    file = await exportSheet(page, section);
  });
  expect(exported).toEqual({ points: 0, waybills: 0 });
  // UTF-8 with a byte-order mark (spreadsheet programs then read Chinese), a header row, one row per binding.
  expect(file.startsWith('\uFEFF')).toBe(true);
  const rows = Papa.parse<string[]>(file.slice(1), { skipEmptyLines: 'greedy' }).data;
  expect(rows[0]).toEqual(['barcode', 'name', 'spec']);
  expect(rows).toContainEqual([GOOD_1, TRAY.goods_name, TRAY.goods_spec]);
  expect(rows).toContainEqual([GOOD_2, TRAY.goods_name, TRAY.goods_spec]);
  expect(rows).toContainEqual([TAKEN, COASTER.name, COASTER.spec]);
  // (A barcode a spreadsheet would run as a formula is written with an apostrophe before it.)
  const codes = rows.map((r) => unescapeFormulaCell(r[0] ?? ''));
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

/** Goods a spreadsheet would run as formulas, bound as a seller may type them (each field its own hostile start). */
const HOSTILE = [
  { barcode: `=B${stamp}`, name: `=1+1 ${stamp}`, spec: '-5' },
  { barcode: `+B${stamp}`, name: `+41 ${stamp}`, spec: '@A1' },
  { barcode: `-B${stamp}`, name: `-5 ${stamp}`, spec: "'=1" },
  { barcode: `@B${stamp}`, name: `@A1 ${stamp}`, spec: '' },
  { barcode: `=H${stamp}`, name: `=HYPERLINK("http://x.invalid","${stamp}")`, spec: '=1' },
];

test('the export neutralises formula cells and imports back to the very values', async ({
  page,
  desk,
}, testInfo) => {
  for (const goods of HOSTILE) await desk.call('barcodes.bind', goods);
  const section = await barcodesSection(page, '商品条码');
  const file = await exportSheet(page, section);
  expect(file.startsWith('\uFEFF')).toBe(true);
  const rows = Papa.parse<string[]>(file.slice(1), { skipEmptyLines: 'greedy' }).data;
  const hostileRows = rows.filter((r) => HOSTILE.some((h) => r[0]?.endsWith(h.barcode)));
  expect(hostileRows).toHaveLength(HOSTILE.length);
  // No cell of the file starts as a formula; each hostile one carries the apostrophe spreadsheets show as text.
  for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  expect(hostileRows).toContainEqual([`'=H${stamp}`, `'=HYPERLINK("http://x.invalid","${stamp}")`, "'=1"]);
  expect(hostileRows).toContainEqual([`'-B${stamp}`, `'-5 ${stamp}`, "''=1"]);

  // Round trip: the bindings forgotten, the exported file imported through the real UI gives them back as they were.
  for (const { barcode } of HOSTILE) await desk.call('barcodes.remove', { barcode });
  const imported = await costOf(desk, async () => {
    await importSheet(page, '导入 CSV…', file);
    await expect(section.getByTestId('barcodes-import-outcome').locator('p')).toHaveText(
      new RegExp(`^已导入：新绑定 ${HOSTILE.length} 条，已有 \\d+ 条。$`),
    );
  });
  expect(imported).toEqual({ points: 0, waybills: 0 });
  await expect(section.getByTestId('barcodes-import-outcome').getByRole('listitem')).toHaveCount(0);
  const back = (await desk.call('barcodes.list', { text: stamp })).rows.filter((r) =>
    HOSTILE.some((h) => h.barcode === r.barcode),
  );
  expect(
    back
      .map(({ barcode, name, spec }) => ({ barcode, name, spec }))
      .sort((a, b) => a.barcode.localeCompare(b.barcode)),
  ).toEqual([...HOSTILE].sort((a, b) => a.barcode.localeCompare(b.barcode)));
  await shoot(page, testInfo, 'barcodes-csv-round-trip');
});

const G3 = runEan13(36);
const G4 = runEan13(37);
const G5 = runEan13(38);
const G6 = runEan13(39);
const MISREAD_7 = misreadEan13(40);
const CUP = `杯托 ${stamp}`;

/** No header; a blank line 2; line 3's quote never closes; line 4's spec runs over two lines; line 7 misread. */
const untidySheet = [
  `${G3},${CUP},6片`,
  '',
  `${G4},"${CUP},6片`,
  `${G5},${CUP},"两行`,
  `规格"`,
  `${G6},${CUP},6片`,
  `${MISREAD_7},${CUP},6片`,
].join('\r\n');

test('an untidy sheet loses no row: each is kept or listed at its real line', async ({
  page,
  desk,
}, testInfo) => {
  const section = await barcodesSection(page, '商品条码');
  const outcome = section.getByTestId('barcodes-import-outcome');
  const imported = await costOf(desk, async () => {
    await importSheet(page, '导入 CSV…', untidySheet);
    await expect(outcome.locator('p')).toHaveText('已导入：新绑定 2 条，已有 0 条。');
  });
  expect(imported).toEqual({ points: 0, waybills: 0 });
  await expect(outcome.getByRole('listitem')).toHaveText([
    '第 3 行（—）未导入：引号不成对（有引号未闭合）；其后的行已分别读取。',
    `第 4 行（${G5}）未导入：含有控制字符（NUL、ESC、换行或文字方向符）。`,
    `第 7 行（${MISREAD_7}）未导入：条码校验位不对（可能扫错）。`,
  ]);
  // The first row of a file without a header is a binding like the others.
  const held = (await desk.call('barcodes.list', { text: CUP })).rows.map((r) => r.barcode).sort();
  expect(held).toEqual([G3, G6].sort());
  await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shoot(page, testInfo, 'barcodes-csv-untidy');
});

test('a file too big or not text is refused before it is uploaded, in the seller’s language', async ({
  page,
  desk,
}, testInfo) => {
  const section = await barcodesSection(page, '商品条码');
  const refused = section.getByTestId('barcodes-import-refused');
  const before = (await desk.call('barcodes.list', { text: '' })).rows.length;
  const big = Buffer.alloc(6 * 1024 * 1024, 'a');
  await importSheet(page, '导入 CSV…', big);
  await expect(refused).toHaveText(
    'goods-barcodes.csv 大小为 6.0 MB：CSV 文件最大 5.0 MB。请拆成几个小文件再导入。',
  );
  await expect(section.getByTestId('barcodes-import-outcome')).toHaveCount(0);
  await shoot(page, testInfo, 'barcodes-csv-too-big');
  // Bytes that are neither UTF-8 nor GB18030 (a lone 0xFF) are refused rather than read as U+FFFD.
  await importSheet(page, '导入 CSV…', Buffer.from([...Buffer.from(`${G3},坏文件,`), 0xff]));
  await expect(refused).toHaveText(
    'goods-barcodes.csv 既不是 UTF-8 也不是 GBK 文本：请在表格软件中另存为“CSV UTF-8”后再导入。',
  );
  expect((await desk.call('barcodes.list', { text: '' })).rows.length).toBe(before);

  const { language } = await desk.call('settings.get', {});
  await desk.call('settings.update', { language: 'en' });
  try {
    await page.reload();
    await page.getByRole('main').waitFor();
    const en = await barcodesSection(page, 'Goods barcodes');
    await importSheet(page, 'Import CSV…', big);
    await expect(en.getByTestId('barcodes-import-refused')).toHaveText(
      'goods-barcodes.csv is 6.0 MB: the desk takes a CSV of at most 5.0 MB. Split it into smaller files.',
    );
    await en.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shoot(page, testInfo, 'barcodes-csv-too-big-en');
  } finally {
    await desk.call('settings.update', { language });
  }
});
