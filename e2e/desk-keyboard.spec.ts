import { expect, test } from './fixtures/desk';
import { addSandboxOrders, sandboxBooks } from './fixtures/sandbox-books';
import { issueWaybills } from './fixtures/issue-waybills';

/*
 * The desk from the keyboard, and a USB scanner's keys where the seller did not mean to scan: a code typed at
 * scanner speed (2 ms a key, then Enter) on Orders with an order selected buys nothing; the fetch dialog never
 * opens on the button that spends; a skip link and the screen shortcuts land on the screen's list; sync has
 * a shortcut; the shortcut sheet lists "/"; a search says what it found on other status tabs, and a waybill
 * number finds its orders. The sandbox's /sandbox/state proves what was (not) spent.
 */

test.beforeEach(async ({ page, desk }) => {
  await desk.call('orders.sync', { confirmPoints: 1000 });
  await expect(page.locator('tr.order-row').first()).toBeVisible();
});

test('a scanned code on Orders with one order selected opens nothing and spends nothing', async ({
  page,
  desk,
}) => {
  await page.locator('tr.order-row').first().getByRole('checkbox').check();
  await expect(page.getByTestId('selection-count')).toHaveText('1 / 10');
  const before = await sandboxBooks(desk);
  // An SF waybill scanned by a USB scanner: an "F" inside the code, Enter at its end.
  await page.keyboard.type('SF1234567890123\n', { delay: 2 });
  // Give a fetch that was wrongly confirmed the time to reach the gateway.
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const after = await sandboxBooks(desk);
  expect(after.points).toBe(before.points);
  expect(after.waybillsIssued).toBe(before.waybillsIssued);
});

test('F pressed by hand opens the fetch dialog on Cancel, never on the button that spends', async ({
  page,
  desk,
}) => {
  await page.locator('tr.order-row').first().getByRole('checkbox').check();
  const before = await sandboxBooks(desk);
  await page.keyboard.press('f');
  const dialog = page.getByRole('dialog', { name: '为 1 个订单取运单号' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '取消' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: '取 1 个运单号' })).not.toBeFocused();
  // Enter on the focus it opened with cancels: nothing spent.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect((await sandboxBooks(desk)).points).toBe(before.points);
  await page.getByRole('button', { name: '清除选择' }).click();
});

test('the skip link lands on the orders list; Alt+2 lands on the waybill list so ↓ moves', async ({
  page,
  desk,
}) => {
  await issueWaybills(desk, { count: 3, carrier: 'YTO', skip: 200 });
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到列表' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('tr.order-row').first().getByRole('checkbox')).toBeFocused();

  await page.keyboard.press('Alt+2');
  const grid = page.getByRole('grid', { name: '面单台账' });
  await expect(grid).toBeFocused();
  await expect(grid).toHaveAttribute('aria-activedescendant', 'wb-row-0');
  await page.keyboard.press('ArrowDown');
  await expect(grid).toHaveAttribute('aria-activedescendant', 'wb-row-1');
  await page.keyboard.press('Alt+1');
});

test('sync has a shortcut, and the shortcut sheet lists it and "/"', async ({ page, desk }) => {
  const before = (await sandboxBooks(desk)).calls.listSoldOrders ?? 0;
  await expect(page.getByTestId('sync-now')).toHaveAttribute('aria-keyshortcuts', 'Alt+S');
  await page.keyboard.press('Alt+s');
  await expect(page.getByTestId('sync-done')).toBeVisible({ timeout: 30_000 });
  expect((await sandboxBooks(desk)).calls.listSoldOrders ?? 0).toBeGreaterThan(before);

  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: '键盘快捷键' });
  await expect(sheet).toBeVisible();
  await expect(sheet.locator('kbd', { hasText: /^\/$/ })).toBeVisible();
  await expect(sheet.locator('kbd', { hasText: /^Alt\+S$/ })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('a search on 待发货 says how many matches other status tabs hold', async ({ page, desk }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  await addSandboxOrders(desk, [
    { order_sn: `ELSE-${stamp}-1`, order_status: 2 },
    { order_sn: `ELSE-${stamp}-2`, order_status: 3 },
  ]);
  await desk.call('orders.sync', { confirmPoints: 1000 });
  await page.getByTestId('status-tab-1').click();
  await page.locator('#orders-search').fill(`ELSE-${stamp}`);
  await expect(page.getByText('其他状态中有 2 单')).toBeVisible();
  await page.getByRole('button', { name: /查看全部状态/ }).click();
  await expect(page.locator('tr.order-row')).toHaveCount(2);
  await page.locator('#orders-search').fill('');
  await page.getByTestId('status-tab-1').click();
});

test('a waybill number typed in the Orders search finds its order', async ({ page, desk }) => {
  const [issued] = await issueWaybills(desk, { count: 1, carrier: 'YTO', skip: 210 });
  await page.getByTestId('status-tab-all').click();
  await page.locator('#orders-search').fill(issued!.code);
  await expect(page.locator('tr.order-row')).toHaveCount(1);
  await expect(page.locator('tr.order-row')).toContainText(issued!.orderSn);
  await page.locator('#orders-search').fill('');
  await page.getByTestId('status-tab-1').click();
});
