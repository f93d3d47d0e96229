import { expect, test } from './fixtures/desk';
import { addSandboxOrders, awaitingOrders, sandboxBooks } from './fixtures/sandbox-books';
import { startEachTestOnGatewayPages } from './fixtures/orders-view';

/*
 * A bad sender is refused by main's validation before anything is sent: the error sits on the form field,
 * nothing is charged (ledger and sandbox agree, the status bar does not move), and nothing typed is lost.
 */

// The gateway's own pages (charged): the view these checks are about.
startEachTestOnGatewayPages();

test('a bad sender shows the field error, charges nothing and keeps what was typed', async ({
  page,
  desk,
}) => {
  const sn = `E2E-BAD-${Date.now().toString(36).toUpperCase()}`;
  await addSandboxOrders(desk, awaitingOrders([sn]));
  await page.getByRole('button', { name: /重新加载/ }).click();
  await page.getByRole('checkbox', { name: `选择订单 ${sn}` }).check();
  await page.keyboard.press('f');
  const dialog = page.getByRole('dialog', { name: '为 1 个订单取运单号' });
  await expect(dialog).toBeVisible();

  // The seller types a name and a town, clears the province and leaves no phone at all.
  await dialog.getByLabel('姓名 *').fill('李四 发货组');
  await dialog.getByLabel('街道/镇').fill('五常街道');
  await dialog.getByLabel('省 *').fill('');
  await dialog.getByLabel('模板地址').fill('https://cloudprint.example/template/standard/777');

  const sandboxBefore = await sandboxBooks(desk);
  const chargesBefore = await desk.call('account.charges', {});
  const todayShown = await page.getByTestId('charges-today').textContent();

  await dialog.getByRole('button', { name: '取 1 个运单号' }).click();
  const province = dialog.getByLabel('省 *');
  await expect(province).toHaveAttribute('aria-invalid', 'true');
  await expect(province).toHaveAccessibleDescription(/必填/);
  await expect(province).toBeFocused();
  await expect(dialog.getByRole('alert')).toContainText('请检查“寄件人 › 省”；本次未扣积分');
  await page.screenshot({ path: test.info().outputPath('fetch-bad-province.png') });

  // Nothing typed is lost.
  await expect(dialog.getByLabel('姓名 *')).toHaveValue('李四 发货组');
  await expect(dialog.getByLabel('街道/镇')).toHaveValue('五常街道');
  await expect(dialog.getByLabel('模板地址')).toHaveValue('https://cloudprint.example/template/standard/777');

  // No contact at all: named on the mobile field.
  await province.fill('浙江省');
  await dialog.getByLabel('手机').fill('');
  await dialog.getByLabel('电话').fill('');
  await dialog.getByRole('button', { name: '取 1 个运单号' }).click();
  await expect(dialog.getByLabel('手机')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('手机')).toHaveAccessibleDescription(/手机和电话至少填一个/);
  await expect(province).not.toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: test.info().outputPath('fetch-bad-contact.png') });

  // Charged nothing: the ledger, the gateway and the status bar agree.
  const chargesAfter = await desk.call('account.charges', {});
  expect(chargesAfter.today).toBe(chargesBefore.today);
  expect(chargesAfter.byOperation).toEqual(chargesBefore.byOperation);
  const sandboxAfter = await sandboxBooks(desk);
  expect(sandboxAfter).toMatchObject({
    points: sandboxBefore.points,
    waybillsIssued: sandboxBefore.waybillsIssued,
  });
  await expect(page.getByTestId('charges-today')).toHaveText(todayShown ?? '');

  // Fixed, it goes through and costs one point.
  await dialog.getByLabel('手机').fill('13900001111');
  await dialog.getByRole('button', { name: '取 1 个运单号' }).click();
  await expect(dialog).toContainText('已发放 1 / 1 个运单');
  await expect(dialog.getByRole('status').filter({ hasText: '本次花费 1 积分' })).toBeVisible();
  expect((await sandboxBooks(desk)).waybillsIssued).toBe(sandboxBefore.waybillsIssued + 1);
  await dialog.getByRole('button', { name: '完成' }).click();
});
