import { THIRD_SHOP } from '../sandbox/fixtures';
import { sandboxCalls } from '../shared/testing/sandbox-harness';
import type { Shop } from '../shared/shops/shop';
import type { Page } from '@playwright/test';
import { expect, test, type Desk } from './fixtures/desk';
import { sandboxBooks } from './fixtures/sandbox-books';
import { shoot } from './fixtures/scanner';
import { activeThirdShop, shopDraft } from './fixtures/shops';

/*
 * A fetch and a recycle across shops through the real UI, over the sandbox: one order each of the demo shop, the
 * sandbox's third shop and a shop whose orders the token may read but whose shop id it may not fetch for (302).
 * The dialog shows the split (one call per shop, each call's cost, sender and carrier) before the seller confirms;
 * the sandbox's books then show one fetch per authorized shop with its own shop_id, user_id and sender, nothing
 * spent on the refused shop, and the dialog says what happened to it. The two waybills are then recycled in one
 * call (each entry with its owner_id), each waybill's outcome shown. Shops and settings are put back at the end.
 */

const stamp = Date.now().toString(36).toUpperCase();
const LOCKED_OWNER = `e2e-fetch-locked-owner-${stamp}`;
const LOCKED_SHOP = `e2e-fetch-locked-shop-${stamp}`;
const THIRD_NAME = '第三小铺';
const LOCKED_NAME = '未授权小铺';
const THIRD_SENDER = '第三店发件人';
const SN = { demo: `SF-${stamp}-A`, third: `SF-${stamp}-C`, locked: `SF-${stamp}-L` };

test.describe.configure({ mode: 'serial' });
test.skip(({ desk }) => desk.host !== 'web', 'reads the sandbox’s call log of the worker’s web desk');

let restore: Array<() => Promise<void>> = [];
test.afterAll(async () => {
  for (const undo of restore.reverse()) await undo();
  restore = [];
});

const postSandbox = async (desk: Desk, path: string, body: unknown) => {
  const res = await fetch(`${desk.sandboxUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.ok).toBe(true);
};

/** The third shop (taken as an earlier spec left it, put back after) and the locked one; one order each. */
const threeShops = async (desk: Desk): Promise<{ first: Shop; third: Shop }> => {
  const { third, putBack } = await activeThirdShop(desk, THIRD_NAME, THIRD_SENDER);
  const locked = await desk.call(
    'shops.save',
    await shopDraft(
      desk,
      {
        name: LOCKED_NAME,
        colour: '#eb2f96',
        ownerId: LOCKED_OWNER,
        shopId: LOCKED_SHOP,
        mallUserId: '10098',
      },
      '未授权店发件人',
    ),
  );
  const original = await desk.call('settings.get', {});
  restore.push(async () => {
    await desk.call('settings.update', { language: original.language });
    await putBack();
    // The locked shop issued nothing: it can go.
    await desk.call('shops.remove', { id: locked.id });
  });
  // The seller authorized the locked shop's orders (its owner id), not its shop id: its fetch is refused.
  const hint = desk.token.slice(-4);
  await postSandbox(
    desk,
    `/sandbox/authorize?token_hint=${hint}&shop=${encodeURIComponent(LOCKED_OWNER)}`,
    {},
  );
  for (const [owner, sn] of [
    ['demo-owner', SN.demo],
    [THIRD_SHOP.owner_id, SN.third],
    [LOCKED_OWNER, SN.locked],
  ] as const)
    await postSandbox(desk, '/sandbox/orders', {
      owner_id: owner,
      orders: [{ order_sn: sn, order_status: 1 }],
    });
  // Into the book of every shop (the price agreed up front; a new shop may ask again for the rest).
  for (let i = 0; i < 5; i++) if ((await desk.call('orders.sync', { confirmPoints: 1_000 })).complete) break;
  const first = (await desk.call('shops.list', {})).shops
    .map((x) => x.shop)
    .find((x) => x.ownerId === 'demo-owner');
  if (!first) throw new Error('the desk has no demo shop');
  return { first, third };
};

const selectAll = async (page: Page) => {
  await page.keyboard.press('Alt+1');
  await page.locator('#orders-search').fill(stamp);
  for (const sn of Object.values(SN)) await page.getByRole('checkbox', { name: `选择订单 ${sn}` }).check();
};

test('a fetch across three shops: the split and its cost before the yes; each shop its own call; the refused one free and said', async ({
  page,
  desk,
}) => {
  const { first } = await threeShops(desk);
  const before = await sandboxBooks(desk);
  const callsBefore = (await sandboxCalls(desk.sandboxUrl, desk.token, 'fetchWaybills')).length;

  // English first: the split, then Cancel (nothing spent).
  await desk.call('settings.update', { language: 'en' });
  await page.reload();
  await page.keyboard.press('Alt+1');
  await page.locator('#orders-search').fill(stamp);
  for (const sn of Object.values(SN))
    await page.getByRole('checkbox', { name: `Select order ${sn}` }).check();
  await page.getByRole('button', { name: 'Fetch waybills (3)' }).click();
  const enSplit = page.getByTestId('shop-split');
  await expect(enSplit).toBeVisible();
  await expect(enSplit.locator('tbody tr')).toHaveCount(3);
  await shoot(page, test.info(), 'shops-fetch-split-en');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await sandboxBooks(desk)).toEqual(before);

  await desk.call('settings.update', { language: 'zh-CN' });
  await page.reload();
  await selectAll(page);
  await page.getByRole('button', { name: '取运单号（3）' }).click();
  const dialog = page.getByRole('dialog', { name: '为 3 个订单取运单号' });
  const split = dialog.getByTestId('shop-split');
  await expect(split).toBeVisible();
  await expect(split).toContainText('取号 3 次');
  const rows = split.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  const senders: Array<[string, string]> = [
    [first.name, first.sender?.name ?? ''],
    [THIRD_NAME, THIRD_SENDER],
    [LOCKED_NAME, '未授权店发件人'],
  ];
  for (const [name, sender] of senders) await expect(rows.filter({ hasText: name })).toContainText(sender);
  // Each call takes its own shop's sender and template: the dialog asks for neither.
  await expect(dialog.getByLabel('模板地址')).toHaveCount(0);
  await expect(dialog.getByRole('heading', { name: '寄件人' })).toHaveCount(0);
  await expect(rows.first()).toContainText('约 1 积分');
  // Seeing the split costs nothing.
  expect(await sandboxBooks(desk)).toEqual(before);
  await shoot(page, test.info(), 'shops-fetch-split-zh');

  await dialog.getByRole('button', { name: '取 3 个运单号' }).click();
  const results = dialog.getByTestId('shop-results');
  await expect(results).toBeVisible({ timeout: 30_000 });
  await expect(results.locator(`li[data-shop="${first.ownerId}"]`)).toContainText('已发放 1 / 1 个运单');
  await expect(results.locator(`li[data-shop="${THIRD_SHOP.owner_id}"]`)).toContainText(
    '已发放 1 / 1 个运单',
  );
  // The desk's own authorization dialog for the refused shop comes up at once (its link and QR); closed here.
  const authorize = page.getByRole('dialog', { name: '授权此店铺' });
  await expect(authorize).toBeVisible();
  await shoot(page, test.info(), 'shops-fetch-authorize-zh');
  await authorize.getByRole('button', { name: '关闭' }).click();
  await expect(authorize).toHaveCount(0);
  const refused = results.locator(`li[data-shop="${LOCKED_OWNER}"]`);
  await expect(refused).toContainText(LOCKED_NAME);
  await expect(refused).toContainText(/授权/);
  await shoot(page, test.info(), 'shops-fetch-results-zh');
  // The same results in English (the dialog follows the desk's language).
  await desk.call('settings.update', { language: 'en' });
  const refusedEn = page.getByTestId('shop-results').locator(`li[data-shop="${LOCKED_OWNER}"]`);
  await expect(refusedEn).toContainText('Shop not authorized');
  await expect(refusedEn).toContainText('Nothing charged');
  await shoot(page, test.info(), 'shops-fetch-results-en');
  await desk.call('settings.update', { language: 'zh-CN' });
  await expect(refused).toContainText(/授权/);

  // The sandbox's books: two waybills, two points, one call per authorized shop with its own ids and sender.
  const after = await sandboxBooks(desk);
  expect(after.waybillsIssued - before.waybillsIssued).toBe(2);
  expect(before.points - after.points).toBe(2);
  const calls = (await sandboxCalls(desk.sandboxUrl, desk.token, 'fetchWaybills')).slice(callsBefore);
  const sent = calls.map((c) => {
    const req = c.fields.param_waybill_cloud_print_apply_new_request as {
      sender: { name: string };
      trade_order_info_dtos: { user_id: unknown }[];
    };
    return [c.fields.shop_id, String(req.trade_order_info_dtos[0]?.user_id), req.sender.name];
  });
  expect(sent.sort()).toEqual(
    [
      [first.shopId, first.merchantUserId, first.sender?.name],
      [THIRD_SHOP.shop_id, THIRD_SHOP.mall_user_id, THIRD_SENDER],
    ].sort(),
  );
  await page.keyboard.press('Escape');
});

test('a recycle across two shops goes in one call, each waybill with its owner id and its outcome', async ({
  page,
  desk,
}) => {
  const before = await sandboxBooks(desk);
  const callsBefore = (await sandboxCalls(desk.sandboxUrl, desk.token, 'recycleWaybills')).length;
  await page.keyboard.press('Alt+2');
  const screen = page.getByRole('main');
  await screen.getByRole('search').getByRole('searchbox').fill(stamp);
  await expect(screen.getByTestId('matching-count')).toHaveText(/^2/);
  await screen.getByRole('button', { name: '全选符合筛选的 2 条' }).click();
  await screen.getByRole('button', { name: /回收所选 2 条/ }).click();
  const confirm = page.getByRole('dialog', { name: '回收 2 条面单？' });
  await expect(confirm).toContainText('最多扣 1 积分');
  await confirm.getByRole('button', { name: '回收 2 条面单' }).click();
  const done = page.getByRole('dialog', { name: '回收完成' });
  await expect(done).toBeVisible({ timeout: 15_000 });
  await expect(done).toContainText('2 条已回收');
  const outcomes = done.getByRole('table', { name: '回收结果' }).locator('tr[data-outcome="ok"]');
  await expect(outcomes).toHaveCount(2);
  await expect(outcomes.filter({ hasText: SN.demo })).toHaveCount(1);
  await expect(outcomes.filter({ hasText: SN.third })).toHaveCount(1);
  await shoot(page, test.info(), 'shops-recycle-done-zh');

  const calls = (await sandboxCalls(desk.sandboxUrl, desk.token, 'recycleWaybills')).slice(callsBefore);
  expect(calls).toHaveLength(1);
  const owners = (calls[0]!.fields.params as { owner_id: string }[]).map((p) => p.owner_id);
  expect(owners.sort()).toEqual(['demo-owner', THIRD_SHOP.owner_id].sort());
  expect(before.points - (await sandboxBooks(desk)).points).toBeLessThanOrEqual(1);
  await done.getByRole('button', { name: '关闭' }).click();
});
