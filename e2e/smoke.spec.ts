import { expect, test } from './fixtures/desk';
import { startEachTestOnGatewayPages } from './fixtures/orders-view';

/*
 * The desk loads and the Orders screen answers through the real UI: the first order the sandbox holds for
 * the demo owner (fixed seed) is on screen. The same spec runs in the web host and in Electron.
 */

// The gateway's own pages (charged): the view these checks are about.
startEachTestOnGatewayPages();

test('the desk opens on the Orders screen with the orders of the gateway', async ({ page, desk }) => {
  const first = (await desk.call('orders.page', { page: 0, pageSize: 20, edition: 'enhanced', filters: {} }))
    .rows[0];
  expect(first).toBeDefined();

  // The shell names the app in the seller's language.
  await expect(page).toHaveTitle(/Seller Tools|卖家工具/);
  await expect(page.locator('main h1').first()).toBeVisible();
  const row = page.locator(`[data-order-sn="${first?.order.order_sn}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText(first?.order.order_sn ?? '');
  await page.screenshot({ path: test.info().outputPath('orders-screen.png'), fullPage: true });
});

test('the desk shows the account and app facts it got from main', async ({ desk }) => {
  const info = await desk.call('app.info', {});
  expect(info.host).toBe(desk.host);
  const status = await desk.call('auth.status', {});
  expect(status).toMatchObject({ hasToken: true, gatewayMode: 'custom', baseUrl: desk.sandboxUrl });
  expect(JSON.stringify(status)).not.toContain(desk.token);
});
