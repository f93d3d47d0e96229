import { MERGE_RECEIVER } from '../shared/testing/sold-order-samples';
import { expect, test } from './fixtures/desk';
import { addSandboxOrders, sandboxBooks, sandboxWaybills } from './fixtures/sandbox-books';

/*
 * A merge group through the real UI against the sandbox over HTTP: three orders of one receiver,
 * synced into the book, show their badge; checking one row selects the group as ONE waybill; the fetch dialog
 * shows one parcel; confirming issues and charges exactly one waybill (the sandbox's own books), whose label
 * names every order. Screenshots of the screen and the dialog at 1440×900 and 1280×720.
 */

test('a merge group on the Orders screen: one badge, one selection, one parcel, ONE waybill listing every order', async ({
  page,
  desk,
}, testInfo) => {
  test.skip(desk.host !== 'web', 'reads the sandbox books and the print route of the web host');
  const stamp = Date.now().toString(36).toUpperCase();
  const sns = [1, 2, 3].map((i) => `MG${stamp}-${String(i).padStart(8, '0')}`);
  await addSandboxOrders(
    desk,
    sns.map((order_sn, i) => ({
      order_sn,
      order_status: 1,
      ...MERGE_RECEIVER,
      // One receiver of its own, so the group is exactly these three.
      receiver_address: `中山北路 30 号 ${stamp} 室`,
      goods_name: ['纯棉T恤', '帆布包', '保温杯'][i],
      goods_count: i + 1,
    })),
  );
  // The orders reach the book through a sync (its price agreed up front here).
  expect(await desk.call('orders.sync', { confirmPoints: 20 })).toMatchObject({ complete: true });

  await page.keyboard.press('Alt+1');
  await page.locator('#orders-search').fill(stamp);
  const rows = page.locator('tr.order-row');
  await expect(rows).toHaveCount(3);
  for (const sn of sns) {
    await expect(rows.filter({ hasText: sn }).getByTestId('merge-badge')).toContainText('合并：3 单');
  }

  // One row checked: the whole group is selected, counted as one waybill.
  await page.getByRole('checkbox', { name: `选择订单 ${sns[1]}` }).check();
  for (const sn of sns) await expect(page.getByRole('checkbox', { name: `选择订单 ${sn}` })).toBeChecked();
  await expect(page.getByTestId('selection-count')).toHaveText('1 / 10');
  await page.screenshot({ path: testInfo.outputPath('merge-group-orders-1440x900.png') });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.screenshot({ path: testInfo.outputPath('merge-group-orders-1280x720.png') });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: '取运单号（1）' }).click();
  const dialog = page.getByRole('dialog', { name: '为 3 个订单取运单号' });
  await expect(dialog).toBeVisible();
  const parcels = dialog.getByTestId('fetch-parcel');
  await expect(parcels).toHaveCount(1);
  await expect(parcels).toContainText('合并为一个包裹：3 个订单');
  for (const sn of sns) await expect(parcels).toContainText(sn);
  await page.screenshot({ path: testInfo.outputPath('merge-group-dialog-1440x900.png') });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.screenshot({ path: testInfo.outputPath('merge-group-dialog-1280x720.png') });

  const before = await sandboxBooks(desk);
  await dialog.getByRole('button', { name: /^取 1 个运单号/ }).click();
  await expect(dialog.getByRole('button', { name: '完成' })).toBeVisible({ timeout: 30_000 });
  const after = await sandboxBooks(desk);
  expect(after.waybillsIssued - before.waybillsIssued).toBe(1);
  expect(before.points - after.points).toBe(1);
  await dialog.getByRole('button', { name: '完成' }).click();

  // The sandbox issued one waybill for the three orders; every order shows it.
  const states = await desk.call('orders.get', { orderSns: sns });
  const codes = new Set(states.rows.flatMap((r) => r.waybill.liveWaybillCodes));
  expect(codes.size).toBe(1);
  const [code] = [...codes];
  const issued = await sandboxWaybills(desk);
  const mine = issued.waybills.filter((w) => sns.some((sn) => w.order_sn.split(',').includes(sn)));
  expect(mine.map((w) => w.waybill_code)).toEqual([code]);
  expect(new Set(mine[0]?.order_sn.split(','))).toEqual(new Set(sns));

  // Its label (the print route) names every order of the parcel.
  const [waybill] = (await desk.call('waybills.list', { filter: { text: code ?? '' } })).rows;
  const label = await page.context().newPage();
  await label.goto(
    `${desk.origin}/print.html?ids=${waybill?.id ?? 0}&size=100x150&k=${encodeURIComponent(desk.secret)}`,
  );
  await expect(label.locator('body')).toHaveAttribute('data-ready', 'true');
  const drawn = label.locator(`[data-waybill-code="${code}"]`);
  await expect(drawn).toContainText('合并 3 单');
  for (const sn of sns) await expect(drawn).toContainText(sn);
  await drawn.screenshot({ path: testInfo.outputPath('merge-group-label.png') });
  await label.close();
});
