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
    // The gateway received the default shop's owner id (the sandbox's own record of the calls).
    const pages = await sandboxCalls(desk.sandboxUrl, desk.token, 'listSoldOrders');
    expect(pages.at(-1)?.fields.owner_id).toBe('other-owner');
  } finally {
    await other.putBack();
  }
});
