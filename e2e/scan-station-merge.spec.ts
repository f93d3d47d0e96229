import { MERGE_RECEIVER } from '../shared/testing/sold-order-samples';
import { expect, test } from './fixtures/desk';
import { scan, shoot } from './fixtures/scanner';
import { scanWithPresetProfile } from './fixtures/scan-settings';
import { addSandboxOrders, sandboxBooks, sandboxWaybills } from './fixtures/sandbox-books';

/*
 * The scan station follows the order book's merge with the pack check off, in the real UI against the sandbox over
 * HTTP: the first scan of a merge group fetches ONE waybill for the whole group (its card lists every order's
 * goods), the partner's scan reprints it at no cost; a group the seller split on Orders stays split. What it cost
 * is read from the sandbox's own books.
 */

const stamp = Date.now().toString().slice(-6);
const sn = (i: number) => `2613${stamp}-${String(i).padStart(8, '0')}`;
const A = sn(1);
const B = sn(2);
const C = sn(3);
const D = sn(4);

test.describe.configure({ mode: 'serial' });

let putBack: (() => Promise<void>) | undefined;

test.beforeAll(async ({ desk }) => {
  const receiver = (street: string) => ({ ...MERGE_RECEIVER, receiver_address: `${street} ${stamp} 号` });
  await addSandboxOrders(desk, [
    { order_sn: A, order_status: 1, goods_name: '青花瓷碗', ...receiver('汉中路') },
    { order_sn: B, order_status: 1, goods_name: '竹木筷子', ...receiver('汉中路') },
    { order_sn: C, order_status: 1, goods_name: '铸铁炒锅', ...receiver('珠江路') },
    { order_sn: D, order_status: 1, goods_name: '硅胶锅铲', ...receiver('珠江路') },
  ]);
  expect(await desk.call('orders.sync', { confirmPoints: 20 })).toMatchObject({ complete: true });
  putBack = await scanWithPresetProfile(desk, { scanReprint: 'reprint', packCheck: false });
});

test.afterAll(async () => {
  await putBack?.();
});

/** The sandbox's waybills that hold any of these orders, each with its orders. */
const issuedFor = async (desk: Parameters<typeof sandboxWaybills>[0], orderSns: string[]) =>
  (await sandboxWaybills(desk)).waybills
    .map((w) => ({ code: w.waybill_code, orderSns: w.order_sn.split(',').sort() }))
    .filter((w) => w.orderSns.some((x) => orderSns.includes(x)));

test('a merge group scanned with the pack check off: one waybill for both orders; the partner reprints it free', async ({
  page,
  desk,
}, testInfo) => {
  await page.keyboard.press('Alt+7');
  const screen = page.getByRole('main');
  await expect(screen.getByTestId('scan-pack-switch')).not.toBeChecked();
  const card = screen.getByTestId('scan-card');
  const start = await sandboxBooks(desk);

  await scan(page, A);
  await expect(card).toContainText('已送打印 — 新面单');
  await expect(card.getByTestId('scan-card-goods')).toContainText('青花瓷碗');
  await expect(card.getByTestId('scan-card-goods')).toContainText('竹木筷子');
  const fetched = await sandboxBooks(desk);
  expect(fetched.waybillsIssued).toBe(start.waybillsIssued + 1);
  expect(start.points - fetched.points).toBe(1);
  const issued = await issuedFor(desk, [A, B]);
  expect(issued).toEqual([{ code: expect.any(String), orderSns: [A, B].sort() }]);
  await expect(card.getByTestId('scan-waybill-code')).toHaveText(issued[0]!.code);
  await shoot(page, testInfo, 'scan-merge-group');

  // The partner: the same label again, nothing fetched, nothing charged.
  await scan(page, B);
  await expect(card).toContainText('补打');
  await expect(card).toContainText(B);
  await expect(card.getByTestId('scan-waybill-code')).toHaveText(issued[0]!.code);
  expect(await sandboxBooks(desk)).toEqual(fetched);
});

test('a merge group the seller split on Orders stays split: each order scans to its own waybill', async ({
  page,
  desk,
}) => {
  await page.keyboard.press('Alt+1');
  await page.locator('#orders-search').fill(`2613${stamp}`);
  const rows = page.locator('tr.order-row');
  await expect(rows.filter({ hasText: C }).getByTestId('merge-badge')).toContainText('合并：2 单');
  await page.getByRole('checkbox', { name: `选择订单 ${C}` }).check();
  await page.getByRole('button', { name: '取运单号（1）' }).click();
  const dialog = page.getByRole('dialog', { name: '为 2 个订单取运单号' });
  await dialog.getByRole('button', { name: '拆分为每单一个面单' }).click();
  await dialog.getByRole('button', { name: /^取 2 个运单号/ }).click();
  await expect(dialog.getByRole('button', { name: '完成' })).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: '完成' }).click();
  const split = await issuedFor(desk, [C, D]);
  expect(split.map((w) => w.orderSns)).toEqual(expect.arrayContaining([[C], [D]]));
  expect(split).toHaveLength(2);
  const books = await sandboxBooks(desk);

  await page.keyboard.press('Alt+7');
  const card = page.getByRole('main').getByTestId('scan-card');
  for (const orderSn of [C, D]) {
    await scan(page, orderSn);
    await expect(card).toContainText(orderSn);
    await expect(card).toContainText('补打');
    const own = split.find((w) => w.orderSns[0] === orderSn)!;
    await expect(card.getByTestId('scan-waybill-code')).toHaveText(own.code);
  }
  expect(await sandboxBooks(desk)).toEqual(books);
  expect(await issuedFor(desk, [C, D])).toHaveLength(2);
});
