import { expect, test } from './fixtures/desk';
import { addSandboxOrders, awaitingOrders, sandboxBooks } from './fixtures/sandbox-books';
import { startEachTestOnGatewayPages } from './fixtures/orders-view';

/*
 * DECISIONS W11: fetching for an order that holds a live waybill issues a new one and charges again. The
 * dialog flags such orders before sending; main refuses without a second yes; the seller can fetch only the
 * others, or explicitly fetch again for all.
 */

// The gateway's own pages (charged): the view these checks are about.
startEachTestOnGatewayPages();

test('an order with a live waybill needs an explicit second confirmation', async ({ page, desk }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const [held, fresh] = [`E2E-DUP-${stamp}-A`, `E2E-DUP-${stamp}-B`];
  await addSandboxOrders(desk, awaitingOrders([held, fresh]));
  // The desk knows the orders from a page it listed, then fetches one of them.
  await desk.call('orders.page', { page: 0, pageSize: 20, edition: 'enhanced', filters: {} });
  const settings = await desk.call('settings.get', {});
  const sender = settings.senders[0]!;
  const first = await desk.call('waybills.fetch', {
    orderSns: [held],
    cpCode: 'YTO',
    sender: { name: sender.name, mobile: sender.mobile, phone: sender.phone, address: sender.address },
    templateUrl: settings.templateUrl,
  });
  const liveCode = first.results[0]!.waybillCode!;

  await page.getByRole('button', { name: /重新加载/ }).click();
  const heldRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `选择订单 ${held}` }) });
  await expect(heldRow).toContainText(liveCode);
  await page.getByRole('checkbox', { name: `选择订单 ${held}` }).check();
  await page.getByRole('checkbox', { name: `选择订单 ${fresh}` }).check();
  await page.keyboard.press('f');

  const dialog = page.getByRole('dialog', { name: '为 2 个订单取运单号' });
  await expect(dialog.getByRole('note')).toContainText(`已有运单 ${liveCode}：再次取号会再次收费`);
  const issuedBefore = (await sandboxBooks(desk)).waybillsIssued;

  await dialog.getByRole('button', { name: '取 2 个运单号' }).click();
  await expect(dialog.getByRole('alert')).toContainText('1 个订单已有运单（或可能已有）');
  await expect(dialog).toContainText(held);
  await expect(dialog).toContainText(liveCode);
  await page.screenshot({ path: test.info().outputPath('duplicate-confirm.png') });
  // Refused before anything was sent: nothing issued.
  expect((await sandboxBooks(desk)).waybillsIssued).toBe(issuedBefore);

  // Fetch only the order without a waybill.
  await dialog.getByRole('button', { name: '只为其余 1 个订单取号' }).click();
  await expect(dialog).toContainText('已发放 1 / 1 个运单');
  await expect(dialog.getByRole('list', { name: '每个订单的结果' })).toContainText(fresh);
  expect((await sandboxBooks(desk)).waybillsIssued).toBe(issuedBefore + 1);
  await dialog.getByRole('button', { name: '完成' }).click();

  // Now both hold one; asked again, the seller says yes to charging again.
  await expect(page.getByRole('status', { name: /已选 \d+ 个订单/ })).toContainText('0 / 10');
  await page.getByRole('checkbox', { name: `选择订单 ${held}` }).check();
  await page.getByRole('checkbox', { name: `选择订单 ${fresh}` }).check();
  await page.getByRole('button', { name: '取运单号（2）' }).click();
  await dialog.getByRole('button', { name: '取 2 个运单号' }).click();
  await expect(dialog.getByRole('alert')).toContainText('2 个订单已有运单（或可能已有）');
  await dialog.getByRole('button', { name: '全部 2 个重新取号（再次收费）' }).click();
  await expect(dialog).toContainText('已发放 2 / 2 个运单');
  await expect(dialog.getByRole('status').filter({ hasText: '本次花费 2 积分' })).toBeVisible();
  expect((await sandboxBooks(desk)).waybillsIssued).toBe(issuedBefore + 3);
  await page.screenshot({ path: test.info().outputPath('duplicate-fetched-again.png') });
  await dialog.getByRole('button', { name: '完成' }).click();
  // The held order now holds two live waybills, both on its row.
  await expect(heldRow.getByText(/^YT\d{13}$/)).toHaveCount(2);
});
