import { expect, test } from './fixtures/desk';
import { startEachTestOnGatewayPages } from './fixtures/orders-view';
import { shopOfOwner } from './fixtures/shops';
import type { Desk } from './fixtures/desk';
import type { Page } from '@playwright/test';
import { sandboxCalls } from '../shared/testing/sandbox-harness';

/** Settings › Shops with the default shop picked, at the two screen sizes in both languages. */
const shootDefaultShop = async (page: Page, desk: Desk): Promise<void> => {
  for (const language of ['zh-CN', 'en'] as const) {
    await desk.call('settings.update', { language });
    await expect(page.getByLabel(language === 'en' ? 'Default shop' : '默认店铺')).toBeVisible();
    for (const [width, height] of [
      [1440, 900],
      [1280, 720],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page
        .getByLabel(language === 'en' ? 'Default shop' : '默认店铺')
        .evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.screenshot({
        path: test.info().outputPath(`settings-default-shop-${language}-${width}.png`),
      });
    }
  }
  await desk.call('settings.update', { language: 'zh-CN' });
  await expect(page.getByLabel('默认店铺')).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
};

/*
 * Errors a seller meets about access. 401: a wrong token → a banner that opens Settings at the token field →
 * fixed there → the orders load. 302: a shop the token is not authorized for → a dialog with the link and its
 * QR code → the link (the sandbox authorizes on open) → Retry loads that shop's orders.
 */

// The gateway's own pages (charged): the view these checks are about.
startEachTestOnGatewayPages();

test('401: the banner leads to the token field; a good token brings the orders back', async ({
  page,
  desk,
}) => {
  try {
    await page.keyboard.press('Alt+6');
    await page.getByLabel('更换令牌').fill('not-the-right-token');
    await page.getByRole('button', { name: '保存令牌' }).click();
    // Saved (both tokens end in "oken", so the masked state alone cannot tell): the page is stale only from here.
    await expect(page.getByText('令牌已保存。')).toBeVisible();
    await expect(page.getByTestId('token-state')).toContainText('••••oken');

    await page.keyboard.press('Alt+1');
    const banner = page.getByRole('alert').filter({ hasText: '网关不接受当前令牌' });
    await expect(banner).toBeVisible();
    // The gateway's words, said to be the gateway's; no internal codes on screen.
    await expect(banner).toContainText('网关原话：');
    await expect(banner).not.toContainText('代码');
    await page.screenshot({ path: test.info().outputPath('auth-401-banner.png') });

    await banner.getByRole('button', { name: '打开设置 → 令牌' }).click();
    await expect(page.getByRole('heading', { name: '设置', level: 1 })).toBeVisible();
    const field = page.getByLabel('更换令牌');
    await expect(field).toBeFocused();
    await page.keyboard.type(desk.token);
    await page.keyboard.press('Enter');
    await expect(page.getByText('令牌已保存。')).toBeVisible();
    await expect(field).toHaveValue('');
    await page.screenshot({ path: test.info().outputPath('auth-401-fixed.png') });

    await page.keyboard.press('Alt+1');
    await expect(page.getByRole('table', { name: '已售订单' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: '网关不接受当前令牌' })).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: '令牌被拒绝' })).toHaveCount(0);

    // No token at all: the desk's own finding, in its own words, never labelled as the gateway's.
    await page.keyboard.press('Alt+6');
    await page.getByRole('button', { name: '清除令牌' }).click();
    await page.keyboard.press('Alt+1');
    await page.getByRole('button', { name: /重新加载/ }).click();
    const noToken = page.getByRole('alert').filter({ hasText: '还没有设置令牌' });
    await expect(noToken).toBeVisible();
    await expect(noToken).not.toContainText('网关原话');
    await expect(noToken).not.toContainText('No access token');
    await page.screenshot({ path: test.info().outputPath('auth-no-token-banner.png') });
    // Its cause gone (a token set), it goes.
    await page.keyboard.press('Alt+6');
    await page.getByLabel('令牌', { exact: true }).fill(desk.token);
    await page.getByRole('button', { name: '保存令牌' }).click();
    await page.keyboard.press('Alt+1');
    await expect(page.getByRole('alert').filter({ hasText: '还没有设置令牌' })).toHaveCount(0);
  } finally {
    await desk.call('auth.setToken', { token: desk.token });
  }
});

test('302: link and QR code to authorize the shop, then Retry succeeds', async ({ page, context, desk }) => {
  // The other shop is one of the seller's shops; the gateway pages name no shop, so they page the default shop's.
  const other = await shopOfOwner(desk, {
    name: '另一家店',
    colour: '#722ed1',
    ownerId: 'other-owner',
    shopId: 'other-shop',
    mallUserId: '10002',
  });
  try {
    await page.keyboard.press('Alt+6');
    const pick = page.getByLabel('默认店铺');
    await pick.selectOption({ label: '另一家店' });
    await expect(pick).toHaveValue(other.shop.id);
    await expect(page.getByTestId('default-shop-ids')).toContainText('店主 ID other-owner');
    await expect(
      page.getByTestId('shop-row').filter({ hasText: '另一家店' }).getByTestId('shop-default-badge'),
    ).toBeVisible();
    await shootDefaultShop(page, desk);
    await page.keyboard.press('Alt+1');

    const dialog = page.getByRole('dialog', { name: '授权此店铺' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('other-owner');
    const link = dialog.getByRole('link', { name: '在浏览器中打开' });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toContain(`${desk.sandboxUrl}/sandbox/authorize`);
    await expect(dialog.getByText(href)).toBeVisible();
    const qr = dialog.getByRole('img', { name: '授权链接的二维码' });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect(link).toHaveAttribute('target', '_blank');
    await page.screenshot({ path: test.info().outputPath('auth-302-dialog.png') });

    // "Open in browser": the sandbox authorizes the shop when its link is opened.
    const [authPage] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await authPage.waitForLoadState();
    await expect(authPage.locator('body')).toContainText('now authorized');
    await authPage.screenshot({ path: test.info().outputPath('auth-302-authorized-page.png') });
    await authPage.close();

    await dialog.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('table', { name: '已售订单' })).toBeVisible();
    const otherOrders = await desk.call('orders.page', {
      page: 0,
      pageSize: 20,
      edition: 'enhanced',
      filters: {},
    });
    await expect(page.getByRole('navigation', { name: '分页' })).toContainText(
      `共 ${otherOrders.totalElements} 个订单`,
    );
    await expect(
      page.getByRole('checkbox', { name: `选择订单 ${otherOrders.rows[0]!.order.order_sn}` }),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('auth-302-after-retry.png'), fullPage: true });
    // The gateway received the default shop's owner id (the sandbox's own record of the calls).
    const pages = await sandboxCalls(desk.sandboxUrl, desk.token, 'listSoldOrders');
    expect(pages.at(-1)?.fields.owner_id).toBe('other-owner');
  } finally {
    await other.putBack();
  }
});
