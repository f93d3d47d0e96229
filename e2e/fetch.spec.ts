import { expect, test } from './fixtures/desk';
import { addSandboxOrders, awaitingOrders, sandboxBooks } from './fixtures/sandbox-books';
import { startEachTestOnGatewayPages } from './fixtures/orders-view';

/*
 * Fetch waybills for 3 orders through the dialog: the charge is said before, one confirm, the codes per order
 * in large type with the cost, "Print labels" opens the Labels screen with exactly those waybills, and the
 * Orders list then shows each order's code. Orders of its own are added to the sandbox first.
 */

// The gateway's own pages (charged): the view these checks are about.
startEachTestOnGatewayPages();

test('fetch → results with cost → Print labels shows them → Orders shows the codes', async ({
  page,
  desk,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const sns = [1, 2, 3].map((i) => `E2E-FETCH-${stamp}-${i}`);
  await addSandboxOrders(desk, awaitingOrders(sns));
  const before = await sandboxBooks(desk);
  const chargesBefore = await desk.call('account.charges', {});

  await page.getByRole('button', { name: /重新加载/ }).click();
  for (const sn of sns) await page.getByRole('checkbox', { name: `选择订单 ${sn}` }).check();
  await page.getByRole('button', { name: '取运单号（3）' }).click();

  const dialog = page.getByRole('dialog', { name: '为 3 个订单取运单号' });
  await expect(dialog).toBeVisible();
  for (const sn of sns) await expect(dialog.getByRole('list', { name: '本次取号的订单' })).toContainText(sn);
  await expect(dialog).toContainText('每张运单收费 1 积分 · 约 3 积分');
  await expect(dialog.getByLabel('快递公司', { exact: true })).toHaveValue('YTO');
  await page.screenshot({ path: test.info().outputPath('fetch-dialog.png') });

  await dialog.getByRole('button', { name: '取 3 个运单号' }).click();
  await expect(dialog).toContainText('已发放 3 / 3 个运单');
  await expect(dialog.getByRole('status').filter({ hasText: '本次花费 3 积分' })).toBeVisible();
  const results = dialog.getByRole('list', { name: '每个订单的结果' }).getByRole('listitem');
  await expect(results).toHaveCount(3);
  const codes: string[] = [];
  for (let i = 0; i < 3; i++) {
    await expect(results.nth(i)).toContainText(sns[i]!);
    const code = (await results.nth(i).getByTestId('waybill-code').textContent()) ?? '';
    expect(code).toMatch(/^YT\d{13}$/);
    codes.push(code);
  }
  await page.screenshot({ path: test.info().outputPath('fetch-results.png') });

  // The gateway issued and charged exactly these three.
  const after = await sandboxBooks(desk);
  expect(after.waybillsIssued - before.waybillsIssued).toBe(3);
  const chargesAfter = await desk.call('account.charges', {});
  expect((chargesAfter.byOperation.fetchWaybills ?? 0) - (chargesBefore.byOperation.fetchWaybills ?? 0)).toBe(
    3,
  );
  await expect(page.getByTestId('charges-today')).toContainText(String(chargesAfter.today));

  await dialog.getByRole('button', { name: '打印面单（3）' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const labels = page.getByRole('main', { name: '面单' });
  await expect(labels).toBeVisible();
  for (const code of codes) await expect(labels.getByText(code).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('labels-after-fetch.png'), fullPage: true });

  await page.keyboard.press('Alt+1');
  for (let i = 0; i < 3; i++) {
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox', { name: `选择订单 ${sns[i]}` }) });
    await expect(row).toContainText(codes[i]!);
    await expect(row).toContainText('未打印');
  }
  // A successful batch leaves nothing selected.
  await expect(page.getByRole('status', { name: /已选 \d+ 个订单/ })).toContainText('0 / 10');
  await page.screenshot({ path: test.info().outputPath('orders-with-codes.png'), fullPage: true });
});
