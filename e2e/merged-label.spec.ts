import { LABEL_SIZES } from '../shared/label/label-sizes';
import { MERGE_RECEIVER } from '../shared/testing/sold-order-samples';
import { barcodesIn } from './fixtures/barcodes';
import { expect, test } from './fixtures/desk';
import { addSandboxOrders, sandboxBooks, sandboxWaybills } from './fixtures/sandbox-books';

/*
 * A merge group fetched as ONE waybill, against the sandbox over HTTP: three orders of one receiver
 * are fetched through the desk's channel with `merges`, the sandbox issues and charges one waybill whose
 * trade_order_list holds all three, and its label — drawn by the print route at every size — names every order and
 * every order's goods with its quantity; the barcodes read back as the waybill code and the first order number.
 * (Selecting a group on the Orders screen is the order book's part; this spec starts from the channel.)
 */

test('a merge group is one waybill, charged once, whose label lists every order and its goods', async ({
  browser,
  page,
  desk,
}, testInfo) => {
  test.skip(desk.host !== 'web', 'the print route is opened through the web host');
  const stamp = Date.now().toString(36).toUpperCase();
  const receiver = { ...MERGE_RECEIVER, order_status: 1 };
  const goods = [
    { goods_name: '纯棉T恤', goods_spec: '白色 XL', goods_count: 2 },
    { goods_name: '帆布包', goods_spec: '', goods_count: 1 },
    { goods_name: '保温杯', goods_spec: '500ml', goods_count: 3 },
  ];
  // As long as a real order number (18 characters), so the order barcode reads like a real one.
  const sns = goods.map((_, i) => `M${stamp}-${String(i + 1).padStart(8, '0')}`);
  await addSandboxOrders(
    desk,
    sns.map((order_sn, i) => ({ order_sn, ...receiver, ...goods[i] })),
  );
  await desk.call('orders.page', { page: 0, pageSize: 20, edition: 'enhanced', filters: {} });
  const settings = await desk.call('settings.get', {});
  const profile = settings.senders.find((s) => s.id === settings.defaultSenderId) ?? settings.senders[0];
  if (!profile) throw new Error('the desk has no sender address');
  const { id: _id, label: _label, ...sender } = profile;
  const state = () => sandboxBooks(desk);
  const before = await state();

  const outcome = await desk.call('waybills.fetch', {
    orderSns: sns,
    merges: [sns],
    cpCode: 'YTO',
    sender,
    templateUrl: settings.templateUrl,
  });
  const after = await state();
  expect(outcome.results).toHaveLength(1);
  expect(outcome.results[0]?.orderSns).toEqual(sns);
  expect(after.waybillsIssued - before.waybillsIssued).toBe(1);
  expect(before.points - after.points).toBe(1);
  const code = outcome.results[0]?.waybillCode ?? '';
  const id = outcome.results[0]?.waybillId ?? 0;
  const issued = await sandboxWaybills(desk);
  expect(issued.waybills.find((w) => w.waybill_code === code)?.order_sn).toBe(sns.join(','));

  for (const size of LABEL_SIZES) {
    const context = await browser.newContext({ deviceScaleFactor: 3 });
    try {
      const page = await context.newPage();
      await page.goto(
        `${desk.origin}/print.html?ids=${id}&size=${size}&k=${encodeURIComponent(desk.secret)}`,
      );
      await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
      const label = page.locator(`[data-waybill-code="${code}"]`);
      // Every order number whole in the merge line (the caption under the barcode is one line, cut if long).
      await expect(label).toContainText(`合并 3 单：${sns.join(' ')}`);
      await expect(label).toContainText('纯棉T恤 白色 XL ×2；帆布包 ×1；保温杯 500ml ×3');
      const shot = await label.screenshot({ path: testInfo.outputPath(`merged-label-${size}.png`) });
      const read = await barcodesIn(shot);
      expect(read).toContain(code);
      expect(read).toContain(sns[0]);
    } finally {
      await context.close();
    }
  }

  // Every order of the group shows the one waybill; the Waybills search finds it by the last order's number.
  const states = await desk.call('orders.get', { orderSns: sns });
  expect(states.rows.map((r) => r.waybill.liveWaybillCodes)).toEqual([[code], [code], [code]]);
  const found = await desk.call('waybills.list', { filter: { text: sns[2] } });
  expect(found.rows.map((r) => r.waybillCode)).toEqual([code]);

  // The Waybills screen: searched by the last order's number, the row shows the first and how many it holds.
  await page.keyboard.press('Alt+2');
  const screen = page.getByRole('main');
  await screen.getByLabel('搜索').fill(sns[2] ?? '');
  await expect(screen.getByTestId('matching-count')).toHaveText(/^1\D/);
  const row = screen.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText(sns[0] ?? '');
  await expect(row).toContainText('合并 3 单');
  await page.screenshot({ path: testInfo.outputPath('waybills-merged-1440x900.png') });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.screenshot({ path: testInfo.outputPath('waybills-merged-1280x720.png') });
});
