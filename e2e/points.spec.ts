import type { Page } from '@playwright/test';
import { expect, test, type Desk } from './fixtures/desk';
import { addSandboxOrders, awaitingOrders, sandboxBooks } from './fixtures/sandbox-books';
import { openGatewayPages } from './fixtures/orders-view';

/*
 * Points are money: opening the desk buys nothing (the Orders screen reads the order
 * book; the seller syncs it when they choose); the gateway's own pages cost one point each, a page seen before
 * nothing; fetch → print → recycle through the real UI buys no orders page at all.
 * Every figure is read from the sandbox's own books (/sandbox/state: points and successful calls).
 */

interface Books {
  points: number;
  ordersCalls: number;
}

const books = async (desk: Desk): Promise<Books> => {
  const { points, calls } = await sandboxBooks(desk);
  return { points, ordersCalls: calls.listSoldOrders ?? 0 };
};

/**
 * The books once the desk has had time to do anything it would do by itself (a prefetch, a refetch), and what
 * was spent since `since`.
 */
const settled = async (page: Page, desk: Desk, since: Books) => {
  await page.waitForTimeout(1500);
  const now = await books(desk);
  return { now, points: since.points - now.points, ordersCalls: now.ordersCalls - since.ordersCalls };
};

test('opening the desk costs 0 points until the seller syncs; the gateway pages cost 1 each, pages seen before nothing', async ({
  browser,
  desk,
}, testInfo) => {
  test.skip(desk.host !== 'web', 'opens the desk afresh in a new browser page (web host)');
  const start = await books(desk);
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  try {
    // The desk opens on the order book: free, whatever it holds (it never buys a page by itself).
    await page.goto(desk.deskUrl);
    await expect(page.getByTestId('sync-now')).toBeVisible();
    const opened = await settled(page, desk, start);
    expect([opened.points, opened.ordersCalls]).toEqual([0, 0]);
    await page.screenshot({ path: testInfo.outputPath('points-opened.png') });

    // The gateway's own pages are still there, labelled as charged: the first costs 1 point, the next 1 more.
    // Opening them asks first, and the question costs nothing; the yes buys the first page.
    await page.getByRole('tab', { name: '网关分页（收费）' }).click();
    const ask = page.getByRole('dialog', { name: '打开网关分页？' });
    await expect(ask).toContainText('1 点');
    await expect(ask.getByRole('button', { name: '取消' })).toBeFocused();
    const asked = await settled(page, desk, opened.now);
    expect([asked.points, asked.ordersCalls]).toEqual([0, 0]);
    await ask.getByRole('button', { name: '打开并查询（1 点）' }).click();
    await expect(page.getByText('每次加载收费 1 积分')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^选择订单 / }).first()).toBeVisible();
    const first = await settled(page, desk, asked.now);
    expect([first.points, first.ordersCalls]).toEqual([1, 1]);
    await page.getByRole('button', { name: /下一页/ }).click();
    await expect(page.getByText(/^第 21–40 条/)).toBeVisible();
    const second = await settled(page, desk, first.now);
    expect([second.points, second.ordersCalls]).toEqual([1, 1]);

    // Back to a page already bought, to another screen and back, to the book and back: all from what the desk holds.
    await page.getByRole('button', { name: /上一页/ }).click();
    await expect(page.getByText(/^第 1–20 条/)).toBeVisible();
    await page.keyboard.press('Alt+2');
    await expect(page.getByRole('heading', { name: '运单', level: 1 })).toBeVisible();
    await page.keyboard.press('Alt+1');
    await expect(page.getByRole('checkbox', { name: /^选择订单 / }).first()).toBeVisible();
    await page.getByRole('tab', { name: '订单簿（免费）' }).click();
    await expect(page.getByTestId('sync-now')).toBeVisible();
    const revisited = await settled(page, desk, second.now);
    expect([revisited.points, revisited.ordersCalls]).toEqual([0, 0]);
  } finally {
    await page.close();
  }
});

test('fetch → print → recycle through the UI buys no orders page', async ({ page, desk }, testInfo) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const sns = [1, 2].map((i) => `E2E-POINTS-${stamp}-${i}`);
  await addSandboxOrders(desk, awaitingOrders(sns));
  // The seller opens the gateway's pages to see the new orders: that page is bought, and counted before the work starts.
  await openGatewayPages(page);
  await page.getByRole('button', { name: /重新加载/ }).click();
  for (const sn of sns) await expect(page.getByRole('checkbox', { name: `选择订单 ${sn}` })).toBeVisible();
  const { now: before } = await settled(page, desk, await books(desk));

  // Fetch: 2 waybills, 1 point each.
  for (const sn of sns) await page.getByRole('checkbox', { name: `选择订单 ${sn}` }).check();
  await page.getByRole('button', { name: '取运单号（2）' }).click();
  const dialog = page.getByRole('dialog', { name: '为 2 个订单取运单号' });
  await dialog.getByRole('button', { name: '取 2 个运单号' }).click();
  await expect(dialog).toContainText('已发放 2 / 2 个运单');
  const codes = await dialog.getByTestId('waybill-code').allTextContents();
  expect(codes).toHaveLength(2);

  // Print: free.
  await dialog.getByRole('button', { name: '打印面单（2）' }).click();
  const labels = page.getByRole('main', { name: '面单' });
  const popupPromise = page.waitForEvent('popup');
  await labels.getByRole('button', { name: '打印 2 张面单' }).click();
  const popup = await popupPromise;
  await expect(popup.locator('body')).toHaveAttribute('data-ready', 'true');
  await popup.close();

  // The Orders screen shows the new codes from the ledger, without buying its page again.
  await page.keyboard.press('Alt+1');
  for (const [i, sn] of sns.entries()) {
    const row = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `选择订单 ${sn}` }) });
    await expect(row).toContainText(codes[i] ?? '');
  }

  // Recycle both: one call, 1 point.
  await page.keyboard.press('Alt+2');
  const waybills = page.getByRole('main');
  await waybills.getByLabel('搜索').fill(`E2E-POINTS-${stamp}`);
  await expect(waybills.getByTestId('matching-count')).toHaveText(/^2/);
  await waybills.getByRole('button', { name: '全选符合筛选的 2 条' }).click();
  await waybills.getByRole('button', { name: /回收所选 2 条/ }).click();
  await page
    .getByRole('dialog', { name: '回收 2 条面单？' })
    .getByRole('button', { name: '回收 2 条面单' })
    .click();
  const done = page.getByRole('dialog', { name: '回收完成' });
  await expect(done).toContainText('2 条已回收');
  await page.screenshot({ path: testInfo.outputPath('points-after-recycle.png') });
  await done.getByRole('button', { name: '关闭' }).click();

  await page.keyboard.press('Alt+1');
  for (const sn of sns) {
    const row = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `选择订单 ${sn}` }) });
    await expect(row).toContainText('已回收');
  }
  // 2 waybills + 1 recycle call; not one orders page.
  const spent = await settled(page, desk, before);
  expect([spent.points, spent.ordersCalls]).toEqual([3, 0]);
  await expect(page.getByTestId('charges-today')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('points-orders-after.png') });
});
