import { expect, test } from '@playwright/test';
import { DEMO_TOKEN, THIRD_SHOP } from '../sandbox/fixtures';
import { findPostgresBin } from '../scripts/pg-cluster.mjs';
import { addSandboxOrders, awaitingOrders, sandboxBooks } from './fixtures/sandbox-books';
import { scan, shoot } from './fixtures/scanner';
import { sharedLedgerDesks, type SharedLedgerDesk } from './fixtures/shared-ledger';

/*
 * Shops on two desks sharing one PostgreSQL ledger (two web hosts, one private cluster, one sandbox over HTTP),
 * through their screens: a shop added on desk A appears in desk B's Settings › Shops; desk B limits itself to that
 * shop (its own choice, ticked in its Settings), and its scan station then refuses an order of the demo shop,
 * saying that desk A packs it, in both languages, at no cost (the sandbox's books unchanged).
 */

const stamp = Date.now().toString(36).toUpperCase();
const ORDER = `SH2D-${stamp}-1`;
const THIRD_NAME = '第三小铺';

/** The third shop as Settings › Shops saves it on desk A, with the desk's own sender and template. */
const addThirdShop = async (a: SharedLedgerDesk) => {
  const settings = await a.desk.call('settings.get', {});
  const { id: _id, label: _label, ...sender } = settings.senders[0]!;
  return a.desk.call('shops.save', {
    name: THIRD_NAME,
    colour: '#fa8c16',
    ownerId: THIRD_SHOP.owner_id,
    shopId: THIRD_SHOP.shop_id,
    mallUserId: THIRD_SHOP.mall_user_id,
    merchantUserId: THIRD_SHOP.mall_user_id,
    orderChannelsType: 'PDD',
    sender,
    carriers: [{ cpCode: 'YTO', templateUrl: settings.templateUrl, isDefault: true }],
  });
};

test.describe('shops on two desks, one shared ledger', () => {
  test.skip(!findPostgresBin(), 'no PostgreSQL server binaries (Debian: apt-get install postgresql)');
  const { openDesk, sandboxUrl } = sharedLedgerDesks('desk-e2e-shops2-');

  test("a shop added on desk A shows on desk B; B, limited to it, refuses the demo shop's order naming desk A", async ({
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    const books = { sandboxUrl: sandboxUrl(), token: DEMO_TOKEN };
    await addSandboxOrders(books, awaitingOrders([ORDER]));
    const a = await openDesk(browser, 'desk A');
    const b = await openDesk(browser, 'desk B');

    await addThirdShop(a);
    await b.page.keyboard.press('Alt+6');
    const shops = b.page.getByRole('region', { name: '店铺', exact: true });
    await expect(shops).toContainText(THIRD_NAME);
    // Desk B works on the third shop only: ticked in its own Settings.
    const limit = shops.getByRole('group', { name: '本台处理的店铺' });
    await limit.getByRole('checkbox', { name: THIRD_NAME }).click();
    await expect(limit.getByRole('checkbox', { name: THIRD_NAME })).toBeChecked();
    await limit.scrollIntoViewIfNeeded();
    await shoot(b.page, testInfo, 'shops-two-desks-limit-b');

    // Desk A syncs every shop into the shared book.
    for (let i = 0; i < 5; i++)
      if ((await a.desk.call('orders.sync', { confirmPoints: 1_000 })).complete) break;
    const demoName = (await a.desk.call('shops.list', {})).shops.find((s) => s.shop.ownerId === 'demo-owner')
      ?.shop.name;
    expect(demoName).toBeTruthy();

    const start = await sandboxBooks(books);
    await b.page.keyboard.press('Alt+7');
    const screen = b.page.getByRole('main');
    await expect(screen.getByTestId('scan-input')).toBeFocused();
    await scan(b.page, ORDER);
    await expect(screen.getByTestId('scan-card')).toContainText('不是本台打包的店铺');
    await expect(screen.getByTestId('scan-card-hint')).toContainText(
      `这是店铺“${demoName}”的订单，由“desk A”打包，本台不打包。`,
    );
    await shoot(b.page, testInfo, 'shops-two-desks-refused-zh');

    await b.desk.call('settings.update', { language: 'en' });
    await scan(b.page, ORDER);
    await expect(screen.getByTestId('scan-card-hint').first()).toContainText(
      `This is an order of the shop "${demoName}", packed by "desk A", not by this desk.`,
    );
    await shoot(b.page, testInfo, 'shops-two-desks-refused-en');
    // Refused twice, at no cost.
    expect(await sandboxBooks(books)).toEqual(start);
  });
});
