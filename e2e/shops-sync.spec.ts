import { THIRD_SHOP } from '../sandbox/fixtures';
import { addSandboxOrders, sandboxCalls } from '../shared/testing/sandbox-harness';
import type { Page } from '@playwright/test';
import { expect, test, type Desk } from './fixtures/desk';
import { sandboxBooks } from './fixtures/sandbox-books';
import { shoot } from './fixtures/scanner';
import { activeThirdShop, shopDraft } from './fixtures/shops';

/*
 * The order book of three shops through the real UI, on the worker's desk over the sandbox: the demo shop (the
 * desk's first), the sandbox's third shop, and a shop of the seller the token is not authorized for until its link
 * is opened (a fresh owner, so no earlier spec of the worker authorized it). "Sync now" asks once, saying each
 * shop's cost, and spends nothing before the yes; the confirmed sync buys each authorized shop's pages under its
 * own owner id (points = pages, /sandbox/state) and says the refused shop spent nothing, with its link; once the
 * link is opened that shop syncs alone from the same desk, no restart. The rows name their shop; the status bar's
 * session points, one total, break down by shop (the refused shop spent none). The shops and
 * settings changed are put back at the end.
 */

const stamp = Date.now().toString(36);
const LOCKED_OWNER = `e2e-locked-owner-${stamp}`;
const THIRD_NAME = '第三小铺';
const LOCKED_NAME = '未授权小铺';

test.describe.configure({ mode: 'serial' });
test.skip(({ desk }) => desk.host !== 'web', 'reads the sandbox’s call log of the worker’s web desk');

let restore: Array<() => Promise<void>> = [];
test.afterAll(async () => {
  for (const undo of restore.reverse()) await undo();
  restore = [];
});

/** The third shop and the locked one added; the ask set low enough that a sync of three shops asks. */
const threeShops = async (desk: Desk) => {
  const original = await desk.call('settings.get', {});
  await addSandboxOrders(desk.sandboxUrl, LOCKED_OWNER, 30);
  const { putBack } = await activeThirdShop(desk, THIRD_NAME);
  const locked = await desk.call(
    'shops.save',
    await shopDraft(desk, {
      name: LOCKED_NAME,
      colour: '#eb2f96',
      ownerId: LOCKED_OWNER,
      shopId: LOCKED_OWNER,
      mallUserId: '10099',
    }),
  );
  await desk.call('settings.update', { orderBook: { ...original.orderBook, askAbovePoints: 1 } });
  restore.push(async () => {
    await desk.call('settings.update', { orderBook: original.orderBook, language: original.language });
    await putBack();
    await desk.call('shops.remove', { id: locked.id });
  });
  return { first: (await desk.call('shops.list', {})).shops[0]!.shop };
};

/**
 * Confirms the ask until the sync is done: a shop's first sync is priced at its floor (the gateway tells its size
 * with the first page), so a shop found larger asks again for the rest before buying it.
 */
const confirmUntilDone = async (page: Page) => {
  const ask = page.getByTestId('sync-confirm');
  const done = page.getByTestId('sync-done');
  while (!(await done.isVisible())) {
    await expect(ask.or(done)).toBeVisible({ timeout: 30_000 });
    if (await ask.isVisible()) await ask.click();
  }
};

const pagesBy = async (desk: Desk) =>
  (await sandboxCalls(desk.sandboxUrl, desk.token, 'listSoldOrders')).map((c) => String(c.fields.owner_id));

test('one sync of three shops: asked once with each shop’s cost, each shop’s own pages, the refused one free and said', async ({
  page,
  desk,
}) => {
  const { first } = await threeShops(desk);
  await page.keyboard.press('Alt+1');
  const before = await sandboxBooks(desk);
  const pagesBefore = (await pagesBy(desk)).length;

  await page.getByTestId('sync-now').click();
  const ask = page.getByTestId('sync-ask');
  await expect(ask).toBeVisible();
  const costs = ask.getByTestId('sync-shop-costs');
  for (const name of [first.name, `${THIRD_NAME} 至少 1 点`, `${LOCKED_NAME} 至少 1 点`])
    await expect(costs).toContainText(name);
  // Asking costs nothing.
  expect(await sandboxBooks(desk)).toEqual(before);
  await shoot(page, test.info(), 'shops-sync-ask-zh');

  await confirmUntilDone(page);
  // The desk's own dialog says at once that the shop needs authorizing; the seller closes it.
  const dialog = page.getByRole('dialog', { name: '授权此店铺' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const refused = page.getByTestId('sync-refused-shops');
  await expect(refused).toContainText(`${LOCKED_NAME} 未授权：未同步，也未花费点数。`);
  const after = await sandboxBooks(desk);
  const bought = (await pagesBy(desk)).slice(pagesBefore);
  // Points = pages, each page under its shop's own owner id; the refused shop bought nothing.
  expect(before.points - after.points).toBe(bought.length);
  expect(bought).toContain(THIRD_SHOP.owner_id);
  expect(bought).not.toContain(LOCKED_OWNER);
  expect(new Set(bought)).toEqual(new Set([first.ownerId, THIRD_SHOP.owner_id]));

  // Every row names its shop.
  const row = page.locator('tr.order-row').first();
  await expect(row.getByTestId('shop-name-tag')).toBeVisible();
  await shoot(page, test.info(), 'shops-sync-done-zh');

  // The status bar keeps one total; its breakdown names each shop's points, the refused shop none.
  await page.getByTestId('session-points-by-shop').click();
  const byShop = page.getByTestId('session-points-shops');
  await expect(byShop).toBeVisible();
  await expect(byShop.getByText(THIRD_NAME)).toBeVisible();
  await expect(byShop.getByText(first.name)).toBeVisible();
  await expect(byShop.getByText(LOCKED_NAME)).toHaveCount(0);
  await shoot(page, test.info(), 'shops-points-by-shop-zh');
  await page.keyboard.press('Escape');
  await expect(byShop).toBeHidden();

  // The seller opens the link (the sandbox authorizes on open), then syncs that shop alone: no restart.
  const href = (await refused.getByRole('link', { name: '去授权' }).getAttribute('href')) ?? '';
  expect((await fetch(href)).ok).toBe(true);
  await page.getByTestId('sync-shop-pick').selectOption({ label: LOCKED_NAME });
  await page.getByTestId('sync-now').click();
  await confirmUntilDone(page);
  await expect(page.getByTestId('sync-refused-shops')).toHaveCount(0);
  expect((await pagesBy(desk)).slice(pagesBefore + bought.length)).toEqual([LOCKED_OWNER]);
  expect(before.points - (await sandboxBooks(desk)).points).toBe(bought.length + 1);
  await page.getByTestId('sync-shop-pick').selectOption({ value: '' });
});

test('the same in English: each shop’s cost in the ask', async ({ page, desk }) => {
  await desk.call('settings.update', { language: 'en' });
  await page.keyboard.press('Alt+1');
  const before = await sandboxBooks(desk);
  await page.getByTestId('sync-now').click();
  const costs = page.getByTestId('sync-ask').getByTestId('sync-shop-costs');
  await expect(costs).toContainText(`${THIRD_NAME} `);
  await expect(costs).toContainText(/points?/);
  expect(await sandboxBooks(desk)).toEqual(before);
  await shoot(page, test.info(), 'shops-sync-ask-en');
  await confirmUntilDone(page);
  await expect(page.locator('tr.order-row').first().getByTestId('shop-name-tag')).toBeVisible();
  await shoot(page, test.info(), 'shops-sync-done-en');
});
