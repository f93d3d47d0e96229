import type { Page } from '@playwright/test';
import { expect, test, type Desk } from './fixtures/desk';
import { issueWaybills } from './fixtures/issue-waybills';
import { sandboxBooks } from './fixtures/sandbox-books';
import { shoot } from './fixtures/scanner';

/*
 * Settings › Shops through the real UI, on the worker's desk over the sandbox: a shop is added (a bad owner id and
 * a sender without a phone are refused first, naming the field in the seller's language, costing nothing), edited
 * and paused; the shop with paid waybills cannot be removed (the refusal says how many); a shop the gateway refused
 * (302) shows 未授权 with its link and QR, and once its link is opened the desk tries it again: no restart. The
 * shops, settings and language changed are put back (or removed) at the end.
 */

const stamp = Date.now().toString(36);
const NEW_OWNER = `e2e-owner-${stamp}`;
const NEW_SHOP = `e2e-shop-${stamp}`;

test.describe.configure({ mode: 'serial' });

let restore: Array<() => Promise<void>> = [];

test.afterAll(async ({ desk }) => {
  for (const undo of restore.reverse()) await undo();
  restore = [];
  for (const { shop } of (await desk.call('shops.list', {})).shops)
    if (shop.ownerId === NEW_OWNER) await desk.call('shops.remove', { id: shop.id }).catch(() => undefined);
});

/** Settings › Shops, found by its heading in the desk's language. */
const shopsSection = async (page: Page, heading: string) => {
  await page.keyboard.press('Alt+6');
  return page.getByRole('region', { name: heading });
};

/** The demo shop (the desk's first shop) with at least one live waybill. */
const demoShopWithWaybills = async (desk: Desk) => {
  let demo = (await desk.call('shops.list', {})).shops.find((s) => s.shop.ownerId === 'demo-owner');
  if (!demo) {
    const settings = await desk.call('settings.get', {});
    const { id: _id, label: _label, ...sender } = settings.senders[0]!;
    await desk.call('shops.save', {
      name: '演示店铺',
      colour: '#1677ff',
      ownerId: 'demo-owner',
      shopId: 'demo-shop',
      mallUserId: '10001',
      merchantUserId: '10001',
      orderChannelsType: 'PDD',
      sender,
      carriers: [{ cpCode: 'YTO', templateUrl: settings.templateUrl, isDefault: true }],
    });
    restore.push(async () => {
      const added = (await desk.call('shops.list', {})).shops.find((s) => s.shop.ownerId === 'demo-owner');
      if (added && added.liveWaybills === 0) await desk.call('shops.remove', { id: added.shop.id });
    });
    demo = (await desk.call('shops.list', {})).shops.find((s) => s.shop.ownerId === 'demo-owner');
  }
  if (demo && demo.liveWaybills === 0) await issueWaybills(desk, { count: 1, carrier: 'YTO', skip: 230 });
  return (await desk.call('shops.list', {})).shops.find((s) => s.shop.ownerId === 'demo-owner')!;
};

test('add (bad input refused first, free), edit, pause a shop; a shop with paid waybills is not removed', async ({
  page,
  desk,
}) => {
  const demo = await demoShopWithWaybills(desk);
  const section = await shopsSection(page, '店铺');
  await expect(section.getByTestId('shop-row').filter({ hasText: 'demo-owner' })).toBeVisible();

  const before = await sandboxBooks(desk);
  await section.getByRole('button', { name: '添加店铺' }).click();
  const editor = section.getByRole('form', { name: '添加店铺' });
  await editor.getByLabel('店铺名称').fill('茶叶小铺');
  await editor.getByLabel('店主 ID（owner_id）').fill('demo-owner'); // the demo shop's already
  await editor.getByLabel('店铺 ID（shop_id）').fill(NEW_SHOP);
  await editor.getByLabel('商城用户 ID').fill('10009');
  await editor.getByLabel('商家用户 ID（user_id）').fill('10009');
  await editor.getByLabel('姓名').fill('李四');
  await editor.getByLabel('省').fill('浙江省');
  await editor.getByLabel('详细地址').fill('文三路 9 号');
  await editor
    .getByLabel('第 1 家快递公司的模板地址')
    .fill('https://cloudprint.example/template/standard/101');
  // No phone nor mobile for the sender.
  await editor.getByRole('button', { name: '保存店铺' }).click();
  await expect(editor.getByRole('alert')).toContainText('店铺 › 寄件人 › 手机');
  await shoot(page, test.info(), 'shops-refused-zh');
  await editor.getByLabel('手机').fill('13900000009');
  await editor.getByRole('button', { name: '保存店铺' }).click();
  await expect(editor.getByRole('alert')).toContainText('店铺 › 店主 ID');
  await editor.getByLabel('店主 ID（owner_id）').fill(NEW_OWNER);
  await editor.getByRole('button', { name: '保存店铺' }).click();
  const row = section.getByTestId('shop-row').filter({ hasText: NEW_OWNER });
  await expect(row).toContainText('茶叶小铺');
  // Refusals and the save cost nothing: the gateway heard nothing.
  expect(await sandboxBooks(desk)).toEqual(before);

  await row.getByRole('button', { name: '编辑' }).click();
  await section.getByRole('form', { name: '编辑店铺' }).getByLabel('店铺名称').fill('茶叶旗舰店');
  await section.getByRole('button', { name: '保存店铺' }).click();
  await expect(row).toContainText('茶叶旗舰店');
  await row.getByRole('button', { name: '暂停' }).click();
  await expect(row).toContainText('已暂停');

  const demoRow = section.getByTestId('shop-row').filter({ hasText: 'demo-owner' });
  await demoRow.getByRole('button', { name: '删除' }).click();
  await expect(section.getByTestId('shop-remove-refused')).toContainText(
    `还有 ${demo.liveWaybills} 张未回收的面单`,
  );
  await expect(demoRow).toBeVisible();
  await shoot(page, test.info(), 'shops-list-zh');
  await row.getByRole('button', { name: '恢复' }).click();
  await expect(row).toContainText('使用中');
});

test('a shop the gateway refused shows 未授权 with its link and QR; opening the link authorizes it, no restart', async ({
  page,
  desk,
}) => {
  const original = await desk.call('settings.get', {});
  restore.push(async () => {
    await desk.call('settings.update', { language: original.language });
  });
  // A sync of the new shop asks the gateway for its orders: refused (302), nothing spent, said so.
  const refused = await desk.call('orders.sync', { ownerId: NEW_OWNER, confirmPoints: 10 });
  expect(refused.shops?.[0]).toMatchObject({ ownerId: NEW_OWNER, charged: 0, unauthorized: {} });

  // The desk's own dialog says so at once; the seller closes it and goes to Settings › Shops.
  const dialog = page.getByRole('dialog', { name: '授权此店铺' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const section = await shopsSection(page, '店铺');
  const row = section.getByTestId('shop-row').filter({ hasText: NEW_OWNER });
  await expect(row.getByTestId('shop-unauthorized')).toContainText('未授权');
  const demoRow = section.getByTestId('shop-row').filter({ hasText: 'demo-owner' });
  await expect(demoRow).toContainText('已授权');
  const link = row.getByRole('link', { name: '打开授权链接' });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toContain(`${desk.sandboxUrl}/sandbox/authorize`);
  await expect(row.getByRole('img', { name: '授权二维码：用手机扫码授权' })).toBeVisible();
  await shoot(page, test.info(), 'shops-unauthorized-zh');

  // The seller opens the link (the sandbox authorizes the shop), then tells the desk.
  const opened = await fetch(href);
  expect(opened.ok).toBe(true);
  await row.getByRole('button', { name: '我已授权，重试' }).click();
  await expect(row).toContainText('已授权');
  // The same desk, not restarted, now syncs the shop.
  expect(await desk.call('orders.sync', { ownerId: NEW_OWNER, confirmPoints: 10 })).toMatchObject({
    complete: true,
  });

  await desk.call('settings.update', { language: 'en' });
  const en = await shopsSection(page, 'Shops');
  await expect(en.getByTestId('shop-row').filter({ hasText: NEW_OWNER })).toContainText('Authorized');
  await en.getByRole('button', { name: 'Add shop' }).click();
  await en.getByRole('button', { name: 'Save the shop' }).click();
  await expect(en.getByRole('form', { name: 'Add a shop' }).getByRole('alert')).toContainText(
    'Shop › Shop name',
  );
  await shoot(page, test.info(), 'shops-en');
});
