import type { Page } from '@playwright/test';
import { expect, test, type Desk } from './fixtures/desk';
import { addSandboxOrders, awaitingOrders, sandboxBooks } from './fixtures/sandbox-books';
import { allOrderSns, issueWaybills } from './fixtures/issue-waybills';
import { startEachTestOnGatewayPages } from './fixtures/orders-view';

/*
 * Defects a walkthrough found, each checked through the real UI against the sandbox: the desk never
 * scrolls as a whole, the keyboard lands where the seller works, the fetch dialog refuses what it cannot send
 * (nothing charged), dates follow the desk's language, and the small things a seller notices.
 */

// The gateway's own pages (charged): the view these checks are about.
startEachTestOnGatewayPages();

const points = async (desk: Desk): Promise<number> => (await sandboxBooks(desk)).points;

/** The document itself never scrolls: only lists inside it do. */
const expectNoPageScroll = async (page: Page) => {
  const sizes = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollHeight ?? 0,
    view: window.innerHeight,
  }));
  expect(sizes.scroll).toBeLessThanOrEqual(sizes.view);
  // The wheel over the status bar moves nothing.
  await page.mouse.move(700, sizes.view - 10);
  await page.mouse.wheel(0, 800);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
};

test('the desk never scrolls as a whole, with 100 orders holding waybills on screen', async ({
  page,
  desk,
}, testInfo) => {
  // The newest 100 orders, so the first page of 100 holds a waybill on every row.
  const all = await allOrderSns(desk);
  await issueWaybills(desk, { count: 100, carrier: 'ZTO', skip: all.length - 100 });
  await page.getByRole('button', { name: /重新加载/ }).click();
  await page.getByRole('combobox', { name: '每页条数' }).selectOption('100');
  await expect(page.getByText(/^第 1–100 条/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '未打印' }).first()).toBeVisible();
  await expectNoPageScroll(page);
  await page.screenshot({ path: testInfo.outputPath('orders-100-with-waybills.png') });
  await page.setViewportSize({ width: 1280, height: 720 });
  await expectNoPageScroll(page);
  await page.screenshot({ path: testInfo.outputPath('orders-100-with-waybills-1280.png') });
});

test('keyboard: Alt+1 lands on the current row, the fetch dialog on Cancel or its first empty field, Ctrl+Enter fetches', async ({
  page,
  desk,
}, testInfo) => {
  // An order of its own, newest of all: the first row.
  const sn = `E2E-KEYS-${Date.now().toString(36).toUpperCase()}`;
  await addSandboxOrders(desk, awaitingOrders([sn]));
  await page.getByRole('button', { name: /重新加载/ }).click();
  await expect(page.getByRole('checkbox', { name: `选择订单 ${sn}` })).toBeVisible();
  await page.keyboard.press('Alt+2');
  await page.keyboard.press('Alt+1');
  const first = page.getByRole('checkbox', { name: `选择订单 ${sn}` });
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('checkbox', { name: /^选择订单 / }).nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(first).toBeFocused();
  await page.keyboard.press('Space');
  // A hand's pace: a key a few milliseconds after another is a scanner's, and F would wait it out.
  await page.waitForTimeout(200);
  await page.keyboard.press('f');

  const dialog = page.getByRole('dialog', { name: /个订单取运单号/ });
  await expect(dialog).toBeVisible();
  // Everything is filled from Settings: focus is on Cancel, never on the button that spends.
  await expect(dialog.getByRole('button', { name: '取消' })).toBeFocused();
  // Emptied sender name: the next time the dialog opens, focus waits there.
  await dialog.getByLabel('姓名').fill('');
  await page.keyboard.press('Escape');
  await page.keyboard.press('f');
  await expect(dialog.getByLabel('姓名')).toBeFocused();
  await page.keyboard.type('王五');
  const before = await points(desk);
  await page.keyboard.press('Control+Enter');
  await expect(dialog).toContainText('已发放 1 / 1 个运单');
  expect(before - (await points(desk))).toBe(1);
  await page.screenshot({ path: testInfo.outputPath('fetch-by-keyboard.png') });
  await page.keyboard.press('Escape');
});

test('the fetch dialog refuses bad logistics services and a 19-digit mobile, charging nothing, and drops them next time', async ({
  page,
  desk,
}, testInfo) => {
  // An order awaiting shipment (others need the extra confirmation, e2e/order-book.spec.ts).
  const third = page
    .locator('tr.order-row')
    .filter({ has: page.locator('.col-status', { hasText: '待发货' }) })
    .nth(2)
    .getByRole('checkbox');
  await expect(third).toBeVisible();
  // The page the desk opened on was bought before this test counts.
  await page.waitForTimeout(500);
  const before = await points(desk);
  await third.check();
  await page.keyboard.press('f');
  const dialog = page.getByRole('dialog', { name: /个订单取运单号/ });
  await dialog.getByLabel('物流服务').fill('{bad json');
  await dialog.getByRole('button', { name: /^取 1 个运单号/ }).click();
  await expect(dialog.getByText(/填写物流服务的 JSON/)).toBeVisible();
  await expect(dialog.getByLabel('物流服务')).toBeFocused();

  await dialog.getByLabel('物流服务').fill('');
  await dialog.getByLabel('手机').fill('1380000000012345678');
  await dialog.getByRole('button', { name: /^取 1 个运单号/ }).click();
  await expect(dialog.getByText('不是手机号码（11 位，以 1 开头）。')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('fetch-refused-fields.png') });
  expect(await points(desk)).toBe(before);

  // Closed and opened again: the sender is kept, the text that would be refused again is not.
  await dialog.getByLabel('物流服务').fill('{still bad');
  await page.keyboard.press('Escape');
  await page.keyboard.press('f');
  await expect(dialog.getByLabel('物流服务')).toHaveValue('');
  await expect(dialog.getByText('不是手机号码（11 位，以 1 开头）。')).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test('dates follow the desk language; the language switch sits in the status bar', async ({
  page,
}, testInfo) => {
  const from = page.getByLabel('成交时间起');
  await expect(from).toHaveAttribute('placeholder', '年-月-日 时:分');
  await from.fill('2026-11-31 10:00');
  await expect(page.getByText('请按 年-月-日 时:分 填写，例如 2026-11-22 09:30')).toBeVisible();
  await from.fill('');
  await page.keyboard.press('Alt+2');
  await expect(page.getByLabel('取号起始日')).toHaveAttribute('placeholder', '年-月-日');
  await expect(page.locator('input[type="date"], input[type="datetime-local"]')).toHaveCount(0);

  const languages = page.getByRole('group', { name: '界面语言' });
  await languages.getByRole('button', { name: 'EN' }).click();
  await expect(page.getByRole('heading', { name: 'Waybills', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Issued from')).toHaveAttribute('placeholder', 'YYYY-MM-DD');
  await page.screenshot({ path: testInfo.outputPath('status-bar-language-en.png') });
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('heading', { name: '运单', level: 1 })).toBeVisible();
});

test('Waybills says how many a filter hides instead of "nothing here yet"', async ({ page, desk }) => {
  await issueWaybills(desk, { count: 1, carrier: 'YUNDA', skip: 170 });
  await page.keyboard.press('Alt+2');
  // This desk's own (SQLite) ledger: every waybill is its own, so no desk filter and no Desk column.
  await expect(page.getByRole('columnheader', { name: '面单号' })).toBeVisible();
  await expect(page.getByTestId('waybill-desk-filter')).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: '打包台' })).toHaveCount(0);
  await page.getByLabel('搜索').fill('no-such-waybill-anywhere');
  await page.getByLabel('搜索').press('Enter');
  const empty = page.getByText(/^筛选条件隐藏了全部 [\d,]+ 条面单$/);
  await expect(empty).toBeVisible();
  await page.getByRole('button', { name: '重置筛选' }).last().click();
  await expect(empty).toBeHidden();
});
