import type { Locator, Page } from '@playwright/test';
import { expect, test, type Desk } from './fixtures/desk';

/*
 * Coupon lookup through the real UI against the sandbox: by item id + coupon id, and by the encrypted `me`
 * string. The sandbox's catalogue for mall user 10001 (the demo token's) gives the ids and `me` strings to use
 * and the figures the card must show. Also: the either/or check refuses a form with both, costing nothing.
 */

interface CatalogueCoupon {
  item_id: string;
  coupon_activity_id: string;
  coupon_amount: string;
  coupon_start_fee: string;
  coupon_remain_count: number;
  coupon_total_count: number;
  coupon_start_time: string;
  coupon_end_time: string;
  coupon_src_scene: number;
  coupon_type: number;
  me: string;
}

const catalogue = async (desk: Desk): Promise<CatalogueCoupon[]> => {
  const res = await fetch(`${desk.sandboxUrl}/sandbox/coupons?mall_user_id=10001`);
  const body = (await res.json()) as { data: { coupons: CatalogueCoupon[] } };
  return body.data.coupons;
};

/** Points charged today for coupon lookups. */
const lookups = (charges: { byOperation: Record<string, number> }): number =>
  charges.byOperation.lookupCoupon ?? 0;

const SCENES: Record<number, string> = { 1: '全网公开券', 4: '渠道券' };
const TYPES: Record<number, string> = { 0: '店铺券', 1: '单品券' };
const grouped = (n: number) => new Intl.NumberFormat('zh-CN').format(n);

const expectCard = async (card: Locator, c: CatalogueCoupon) => {
  await expect(card.getByTestId('coupon-amount')).toHaveText(`¥${Number(c.coupon_amount).toFixed(2)}`);
  await expect(card).toContainText(`满 ¥${Number(c.coupon_start_fee).toFixed(2)} 可用`);
  await expect(card.getByTestId('coupon-dates')).toHaveText(`${c.coupon_start_time} — ${c.coupon_end_time}`);
  await expect(card.getByTestId('coupon-remaining')).toHaveText(
    `剩余 ${grouped(c.coupon_remain_count)} / 共 ${grouped(c.coupon_total_count)} 张`,
  );
  await expect(card.getByRole('meter')).toHaveAttribute('aria-valuenow', String(c.coupon_remain_count));
  // Names only: the raw codes are not shown beside them.
  await expect(card).toContainText(SCENES[c.coupon_src_scene] ?? '');
  await expect(card).not.toContainText(`(${c.coupon_src_scene})`);
  await expect(card).toContainText(TYPES[c.coupon_type] ?? '');
  await expect(card).toContainText(c.coupon_activity_id);
  await expect(card).toContainText('本次花费 1 积分');
};

/** Opens the coupon screen (Alt+4) and looks a coupon up by its two ids, as the seller types them. */
const lookUpByIds = async (page: Page, itemId: string, couponId: string): Promise<Locator> => {
  await page.keyboard.press('Alt+4');
  const screen = page.getByRole('main');
  await screen.getByLabel('商品 ID').fill(itemId);
  await screen.getByLabel('优惠券 ID').fill(couponId);
  await screen.getByRole('button', { name: '查询' }).click();
  return screen;
};

test('coupon lookup by item id + coupon id, and by the encrypted me string', async ({
  page,
  desk,
}, testInfo) => {
  const [byIds, byMe] = await catalogue(desk);
  if (!byIds || !byMe) throw new Error('the sandbox catalogue has fewer than 2 coupons');
  const before = await desk.call('account.charges', {});

  await page.keyboard.press('Alt+4');
  const screen = page.getByRole('main');
  await expect(screen.getByRole('heading', { name: '优惠券查询', level: 1 })).toBeVisible();

  // Both ways filled at once: refused in the form, naming the field, nothing sent.
  await screen.getByLabel('商品 ID').fill(byIds.item_id);
  await screen.getByLabel('加密串 me').fill(byMe.me);
  await screen.getByRole('button', { name: '查询' }).click();
  await expect(screen.getByRole('alert')).toContainText('加密串 me：与两个 ID 只能二选一');
  await expect(screen.getByLabel('加密串 me')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: testInfo.outputPath('coupon-both-refused.png'), fullPage: true });
  expect(lookups(await desk.call('account.charges', {}))).toBe(lookups(before));

  // By ids.
  await screen.getByLabel('加密串 me').fill('');
  await screen.getByLabel('优惠券 ID').fill(byIds.coupon_activity_id);
  await screen.getByRole('button', { name: '查询' }).click();
  const card = screen.getByRole('article', { name: '优惠券' });
  await expectCard(card, byIds);
  await page.screenshot({ path: testInfo.outputPath('coupon-by-ids.png'), fullPage: true });

  // By me: the ids are cleared, the other coupon comes back.
  await screen.getByRole('button', { name: '清空' }).click();
  await expect(card).toBeHidden();
  await screen.getByLabel('加密串 me').fill(byMe.me);
  await screen.getByRole('button', { name: '查询' }).click();
  await expectCard(card, byMe);
  await page.screenshot({ path: testInfo.outputPath('coupon-by-me.png'), fullPage: true });

  // Two charged lookups, one point each (the Orders screen's own charged loads are another operation).
  expect(lookups(await desk.call('account.charges', {})) - lookups(before)).toBe(2);
});

test("an unknown coupon: one message in the desk's words, what was typed kept, nothing charged", async ({
  page,
  desk,
}, testInfo) => {
  const before = await desk.call('account.charges', {});
  const screen = await lookUpByIds(page, '999999999999', 'not-a-coupon');
  await expect(screen.getByRole('status').filter({ hasText: '没有找到这张优惠券' })).toBeVisible();
  await expect(screen.getByRole('alert')).toHaveCount(0);
  await expect(screen.getByLabel('商品 ID')).toHaveValue('999999999999');
  await expect(screen.getByLabel('优惠券 ID')).toHaveValue('not-a-coupon');
  await page.screenshot({ path: testInfo.outputPath('coupon-not-found.png'), fullPage: true });
  expect(lookups(await desk.call('account.charges', {}))).toBe(lookups(before));
});

test("bad ids are refused in the form and a bad me in the desk's words, costing nothing", async ({
  page,
  desk,
}, testInfo) => {
  const before = await desk.call('account.charges', {});
  const screen = await lookUpByIds(page, 'abc', 'x1');
  await expect(screen.getByRole('alert')).toHaveText('商品 ID 只能是数字，例如 512345678901。');

  await screen.getByRole('button', { name: '清空' }).click();
  await screen.getByLabel('加密串 me').fill('this-is-not-a-me-string');
  await screen.getByRole('button', { name: '查询' }).click();
  await expect(screen.getByRole('alert')).toHaveText('加密串 me 无法识别：请从分享链接中完整复制。');
  await expect(screen.getByRole('alert')).toHaveCount(1);
  await expect(screen).not.toContainText('is not a valid coupon string');
  await page.screenshot({ path: testInfo.outputPath('coupon-bad-me.png'), fullPage: true });
  expect(lookups(await desk.call('account.charges', {}))).toBe(lookups(before));
});
