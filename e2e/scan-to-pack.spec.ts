import { MERGE_RECEIVER } from '../shared/testing/sold-order-samples';
import { expect, test, type Desk } from './fixtures/desk';
import { scan, shoot } from './fixtures/scanner';
import { scanWithPresetProfile } from './fixtures/scan-settings';
import { addSandboxOrders, sandboxBooks } from './fixtures/sandbox-books';

/*
 * The pack check in the real UI against the sandbox over HTTP, typed as a USB scanner types (2 ms a key, then
 * Enter): the label prints once when every goods is scanned; a wrong barcode prints and spends nothing; a
 * barcode bound at its first scan is known at the next order; a merged label's orders are checked together.
 * What it costs is read from the sandbox's own state. (Named to run after the scan station's specs: they count
 * the station's scans from a fresh desk.)
 */

const TEA = { goods_name: '云南普洱熟茶 357克饼', goods_spec: '2021年 两饼装' };
const CUP = { goods_name: '白瓷茶杯', goods_spec: '6只装' };
const TEA_EAN = '6901234567892';
const stamp = Date.now().toString().slice(-6);
const sn = (k: string) => `2612${stamp}-${k}`;
const TEA2 = sn('00000001');
const TEA1 = sn('00000002');
const CUP1 = sn('00000003');
const G1 = sn('00000004');
const G2 = sn('00000005');
const EN = sn('00000006');
const G3 = sn('00000007');
const G4 = sn('00000008');

test.describe.configure({ mode: 'serial' });

/** The worker's desk serves other spec files after this one: its scan settings are put back as they were. */
let putBack: (() => Promise<void>) | undefined;

test.beforeAll(async ({ desk }) => {
  const alone = (i: number) => ({ receiver_address: `解放路 ${stamp}-${i} 号`, receiver_name: `买家${i}` });
  await addSandboxOrders(desk, [
    { order_sn: TEA2, order_status: 1, ...TEA, goods_count: 2, ...alone(1) },
    { order_sn: TEA1, order_status: 1, ...TEA, goods_count: 1, ...alone(2) },
    { order_sn: CUP1, order_status: 1, ...CUP, goods_count: 1, ...alone(3) },
    { order_sn: EN, order_status: 1, ...TEA, goods_count: 3, ...alone(4) },
    ...[G1, G2].map((order_sn) => ({
      order_sn,
      order_status: 1,
      ...TEA,
      goods_count: 1,
      ...MERGE_RECEIVER,
      receiver_address: `鼓楼 ${stamp} 号`,
    })),
    ...[G3, G4].map((order_sn) => ({
      order_sn,
      order_status: 1,
      ...TEA,
      goods_count: 1,
      ...MERGE_RECEIVER,
      receiver_address: `西湖 ${stamp} 号`,
    })),
  ]);
  expect(await desk.call('orders.sync', { confirmPoints: 20 })).toMatchObject({ complete: true });
  putBack = await scanWithPresetProfile(desk, { scanReprint: 'reprint' });
});

test.afterAll(async () => {
  await putBack?.();
});

const labelsOf = async (desk: Desk, orderSn: string) =>
  (await desk.call('waybills.list', { filter: { text: orderSn } })).rows;

test('the label prints once the goods are scanned; a wrong barcode prints and spends nothing; a barcode is bound once', async ({
  page,
  desk,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.keyboard.press('Alt+7');
  const screen = page.getByRole('main');
  await screen.getByTestId('scan-pack-switch').check();
  await expect(screen.getByTestId('scan-pack-switch')).toBeChecked();
  const input = screen.getByRole('textbox', { name: '扫描单号' });
  await expect(input).toBeFocused();
  const panel = screen.getByTestId('check-panel');
  const start = await sandboxBooks(desk);

  // The order shows its goods large, with the count to pack; nothing is spent yet.
  await scan(page, TEA2);
  await expect(panel).toContainText(TEA.goods_name);
  await expect(panel.getByTestId('check-count')).toHaveText('0 / 2');
  // The first scan of an unknown barcode asks once to bind it; Enter says yes.
  await scan(page, TEA_EAN);
  await expect(panel.getByTestId('check-prompt')).toContainText(`把条码 ${TEA_EAN} 绑定到`);
  await shoot(page, testInfo, 'pack-bind');
  await page.keyboard.press('Enter');
  await expect(panel.getByTestId('check-count')).toHaveText('1 / 2');
  expect((await sandboxBooks(desk)).waybillsIssued).toBe(start.waybillsIssued);
  // A misread (wrong check digit) counts nothing.
  await scan(page, '6901234567890');
  await expect(panel.getByTestId('check-note')).toHaveText('条码误读，请重扫');
  await expect(panel.getByTestId('check-count')).toHaveText('1 / 2');
  // The last goods: the label comes out at once, one waybill.
  await scan(page, TEA_EAN);
  const card = screen.getByTestId('scan-card');
  await expect(card).toContainText('已送打印 — 新面单');
  expect((await sandboxBooks(desk)).waybillsIssued).toBe(start.waybillsIssued + 1);
  const [label] = await labelsOf(desk, TEA2);
  expect(label).toMatchObject({ dialogCount: 1 });

  // Wrong goods: red, nothing printed, nothing spent, the count unchanged.
  await scan(page, CUP1);
  await expect(panel).toContainText(CUP.goods_name);
  const before = await sandboxBooks(desk);
  await scan(page, TEA_EAN);
  await expect(panel.getByTestId('check-note')).toHaveText('商品不符');
  await expect(panel).toHaveAttribute('data-look', 'bad');
  await expect(panel.getByTestId('check-count')).toHaveText('0 / 1');
  await shoot(page, testInfo, 'pack-wrong');
  expect(await sandboxBooks(desk)).toMatchObject({
    waybillsIssued: before.waybillsIssued,
    points: before.points,
  });
  expect(await labelsOf(desk, CUP1)).toHaveLength(0);
  // The cup has no barcode: confirmed by hand (Enter on the empty input).
  await page.keyboard.press('Enter');
  await expect(card).toContainText('已送打印 — 新面单');

  // The next order of the same goods knows the barcode: one scan, one label.
  await scan(page, TEA1);
  await expect(panel.getByTestId('check-count')).toHaveText('0 / 1');
  await scan(page, TEA_EAN);
  await expect(card).toContainText('已送打印 — 新面单');
  expect((await labelsOf(desk, TEA1))[0]).toMatchObject({ dialogCount: 1 });

  // One too many after the label: the goods barcode says what it is (not "unknown number"); nothing is spent.
  const printed = await sandboxBooks(desk);
  await scan(page, TEA_EAN);
  await expect(card).toContainText('商品条码：此订单已打印');
  await expect(card.getByTestId('scan-card-hint')).toContainText(TEA1);
  await expect(card).not.toContainText('未知单号');
  await shoot(page, testInfo, 'pack-goods-after-print');
  expect(await sandboxBooks(desk)).toEqual(printed);
  expect((await labelsOf(desk, TEA1))[0]).toMatchObject({ dialogCount: 1 });
});

test("a merged label's orders are checked together and print one label", async ({ page, desk }, testInfo) => {
  const s = await desk.call('settings.get', {});
  const { id: _id, label: _label, ...sender } = s.senders.find((x) => x.id === s.defaultSenderId)!;
  const merged = await desk.call('waybills.fetch', {
    orderSns: [G1, G2],
    merges: [[G1, G2]],
    cpCode: 'YTO',
    sender,
    templateUrl: s.templateUrl,
  });
  const waybillId = merged.results[0]!.waybillId!;
  const issued = (await sandboxBooks(desk)).waybillsIssued;
  await page.keyboard.press('Alt+7');
  const screen = page.getByRole('main');
  const panel = screen.getByTestId('check-panel');
  await scan(page, G2);
  await expect(panel).toContainText('2 个订单同一面单');
  await expect(panel.getByTestId('check-count')).toHaveText('0 / 2');
  await scan(page, TEA_EAN);
  await expect(panel.getByTestId('check-count')).toHaveText('1 / 2');
  await shoot(page, testInfo, 'pack-merged');
  await scan(page, TEA_EAN);
  await expect(screen.getByTestId('scan-card')).toContainText('补打');
  const [row] = (await desk.call('waybills.list', { filter: { text: G1 } })).rows;
  expect(row).toMatchObject({ id: waybillId, dialogCount: 1 });
  expect((await sandboxBooks(desk)).waybillsIssued).toBe(issued);
});

test('a merge group with no waybill yet: checked together, one waybill fetched for the group, one label', async ({
  page,
  desk,
}, testInfo) => {
  const start = await sandboxBooks(desk);
  await page.keyboard.press('Alt+7');
  const screen = page.getByRole('main');
  const panel = screen.getByTestId('check-panel');
  await scan(page, G3);
  await expect(panel).toContainText('2 个订单同一面单');
  await scan(page, TEA_EAN);
  await scan(page, TEA_EAN);
  await expect(screen.getByTestId('scan-card')).toContainText('已送打印 — 新面单');
  await shoot(page, testInfo, 'pack-merged-new');
  const [row] = (await desk.call('waybills.list', { filter: { text: G3 } })).rows;
  expect(row?.orderSns).toEqual(expect.arrayContaining([G3, G4]));
  expect(row).toMatchObject({ dialogCount: 1 });
  const [other] = (await desk.call('waybills.list', { filter: { text: G4 } })).rows;
  expect(other?.id).toBe(row?.id);
  expect((await sandboxBooks(desk)).waybillsIssued).toBe(start.waybillsIssued + 1);
});

test('the Waybills screen shows which labels were checked, and filters by it', async ({ page }, testInfo) => {
  await page.keyboard.press('Alt+2');
  const screen = page.getByRole('main');
  // Other specs check labels on this worker's desk too: look only at this run's orders (their numbers hold the stamp).
  const search = screen.getByRole('search').getByRole('searchbox');
  await search.fill(`2612${stamp}`);
  await search.press('Enter');
  await screen.getByRole('combobox', { name: '验货', exact: true }).selectOption('checked');
  // TEA2, CUP1 (by hand), TEA1 and the two merged labels were checked; none of this run's other labels was.
  await expect(screen.getByTestId('waybill-checked')).toHaveCount(5);
  await expect(screen.getByTestId('waybill-unchecked')).toHaveCount(0);
  await shoot(page, testInfo, 'pack-waybills-checked');
  await screen.getByRole('combobox', { name: '验货', exact: true }).selectOption('unchecked');
  await expect(screen.getByTestId('waybill-checked')).toHaveCount(0);
  await screen.getByRole('combobox', { name: '验货', exact: true }).selectOption('all');
  await search.fill('');
  await search.press('Enter');
});

test('Settings › Goods barcodes: list, search, edit and delete', async ({ page, desk }, testInfo) => {
  await desk.call('barcodes.bind', { barcode: '6920152400012', name: CUP.goods_name, spec: CUP.goods_spec });
  await page.keyboard.press('Alt+6');
  const section = page.getByRole('region', { name: '商品条码' });
  const table = section.getByTestId('barcodes-table');
  await expect(table).toContainText(TEA_EAN);
  await section.getByRole('searchbox', { name: '搜索条码、商品名或规格' }).fill('白瓷');
  await expect(table).not.toContainText(TEA_EAN);
  await expect(table).toContainText('6920152400012');
  await section.getByRole('button', { name: '修改' }).click();
  await section.getByTestId('barcode-edit-spec').fill('4只装');
  await section.getByRole('button', { name: '保存' }).click();
  await expect(table).toContainText('4只装');
  await section.getByRole('searchbox', { name: '搜索条码、商品名或规格' }).fill('');
  await section.locator('tr', { hasText: '6920152400012' }).scrollIntoViewIfNeeded();
  await shoot(page, testInfo, 'pack-barcodes');
  await section.locator('tr', { hasText: '6920152400012' }).getByRole('button', { name: '删除' }).click();
  await expect(table).not.toContainText('6920152400012');
  await expect(table).toContainText(TEA_EAN);
  // A misread typed by hand is refused with the field named.
  await section.getByRole('button', { name: '添加' }).click();
  await section.getByTestId('barcode-edit-barcode').fill('6901234567890');
  await section.getByTestId('barcode-edit-name').fill(CUP.goods_name);
  await section.getByRole('button', { name: '保存' }).click();
  await expect(section.getByRole('alert')).toBeVisible();
  expect((await desk.call('barcodes.list', { text: '6901234567890' })).rows).toHaveLength(0);
});

test('in English the check reads for the packer', async ({ page, desk }, testInfo) => {
  await desk.call('settings.update', { language: 'en' });
  try {
    await page.reload();
    await page.keyboard.press('Alt+7');
    const screen = page.getByRole('main');
    await expect(screen.getByTestId('scan-pack-switch')).toBeChecked();
    await expect(screen.getByText('Check goods before printing')).toBeVisible();
    await scan(page, EN);
    const panel = screen.getByTestId('check-panel');
    await expect(panel.getByTestId('check-count')).toHaveText('0 / 3');
    await scan(page, TEA_EAN);
    await expect(panel.getByTestId('check-note')).toHaveText(`Matched ${TEA_EAN}`);
    await shoot(page, testInfo, 'pack-en');
  } finally {
    await desk.call('settings.update', { language: 'zh-CN' });
  }
});
