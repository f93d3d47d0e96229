import { expect, test } from './fixtures/desk';
import { addSandboxOrders } from './fixtures/sandbox-books';
import { startEachTestOnGatewayPages } from './fixtures/orders-view';

/*
 * Orders home: pages 1-based on screen from totalElements (0-based on the wire), page sizes, the last page;
 * the enhanced filters (confirm-time range, remark, flag, flag name), the normal edition ignoring them,
 * and the ship-by cues. Orders this spec needs are added to the sandbox with numbers of its own.
 */

// The gateway's own pages (charged): the view these checks are about.
startEachTestOnGatewayPages();

const HOUR = 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DDTHH:MM` in this machine's zone, which the browser shares. */
const localMinute = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

test('pages are shown 1-based from totalElements, with 20/50/100 per page and a last page', async ({
  page,
  desk,
}) => {
  const first = await desk.call('orders.page', { page: 0, pageSize: 20, edition: 'enhanced', filters: {} });
  const second = await desk.call('orders.page', { page: 1, pageSize: 20, edition: 'enhanced', filters: {} });
  const total = first.totalElements;
  expect(total).toBeGreaterThan(100);

  const pager = page.getByRole('navigation', { name: '分页' });
  await expect(pager).toContainText(`第 1–20 条，共 ${total} 个订单`);
  await expect(pager).toContainText(`共 ${Math.ceil(total / 20)} 页`);
  await expect(page.getByRole('textbox', { name: '页码' })).toHaveValue('1');
  await expect(
    page.getByRole('checkbox', { name: `选择订单 ${first.rows[0]!.order.order_sn}` }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('orders-page-1.png'), fullPage: true });

  await pager.getByRole('button', { name: /下一页/ }).click();
  await expect(pager).toContainText(`第 21–40 条，共 ${total} 个订单`);
  await expect(page.getByRole('textbox', { name: '页码' })).toHaveValue('2');
  await expect(
    page.getByRole('checkbox', { name: `选择订单 ${second.rows[0]!.order.order_sn}` }),
  ).toBeVisible();

  // Keyboard: a plain PageDown (nothing focused) never buys a page; Alt+PageDown does, on purpose.
  await page.locator('body').focus();
  await page.keyboard.press('PageDown');
  await page.waitForTimeout(300);
  await expect(pager).toContainText('第 21–40 条');
  await page.keyboard.press('Alt+PageDown');
  await expect(pager).toContainText('第 41–60 条');
  await page.getByRole('textbox', { name: '页码' }).fill('5');
  await page.getByRole('textbox', { name: '页码' }).press('Enter');
  await expect(pager).toContainText('第 81–100 条');

  await pager.getByRole('combobox', { name: '每页条数' }).selectOption('100');
  const pages = Math.ceil(total / 100);
  await expect(pager).toContainText(`共 ${pages} 页`);
  await expect(pager).toContainText('第 1–100 条'); // rows 81–100 were on screen: the page holding them
  // The table tells assistive tech (and this test) how many rows the page has, though it mounts only those in view.
  const table = page.getByRole('table', { name: '已售订单' });
  await expect(table).toHaveAttribute('aria-rowcount', '101');
  await pager.getByRole('button', { name: '最后一页' }).click();
  await expect(pager).toContainText(`第 ${(pages - 1) * 100 + 1}–${total} 条，共 ${total} 个订单`);
  await expect(table).toHaveAttribute('aria-rowcount', String(total - (pages - 1) * 100 + 1));
  await expect(pager.getByRole('button', { name: /下一页/ })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('orders-last-page.png'), fullPage: true });
});

test('enhanced filters narrow the list; the normal edition ignores them and says so', async ({
  page,
  desk,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const remark = `E2E备注${stamp}`;
  // An order far back in time, alone in its minute; two with a unique remark, one flagged 4 (blue).
  const oldConfirm = Math.floor((Date.now() - 400 * 24 * HOUR) / 60_000) * 60_000 + 17_000;
  await addSandboxOrders(desk, [
    { order_sn: `E2E-OLD-${stamp}`, confirm_time: oldConfirm, last_ship_time: oldConfirm + 48 * HOUR },
    { order_sn: `E2E-R1-${stamp}`, remark, remark_tag: '4' },
    { order_sn: `E2E-R2-${stamp}`, remark, remark_tag: null },
  ]);
  await page.getByRole('button', { name: /重新加载/ }).click();
  const filters = page.getByRole('form', { name: '筛选' });
  const rows = page.getByRole('row').filter({ has: page.getByRole('checkbox') });

  await filters.getByLabel('备注包含').fill(remark);
  await filters.getByRole('button', { name: '应用筛选' }).click();
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText('共 2 个订单');

  await filters.getByRole('radio', { name: '4 蓝旗' }).check();
  await filters.getByRole('button', { name: '应用筛选' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`E2E-R1-${stamp}`);
  await expect(rows.first()).toContainText('4 蓝旗');
  await page.screenshot({ path: test.info().outputPath('orders-filtered.png'), fullPage: true });

  await filters.getByRole('button', { name: '清除筛选' }).click();
  await filters.getByLabel('成交时间起').fill(localMinute(oldConfirm));
  await filters.getByLabel('成交时间止').fill(localMinute(oldConfirm));
  await filters.getByRole('button', { name: '应用筛选' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`E2E-OLD-${stamp}`);

  // An end before the start is refused before any (charged) call.
  await filters.getByLabel('成交时间止').fill(localMinute(oldConfirm - 24 * HOUR));
  await expect(filters.getByRole('button', { name: '应用筛选' })).toBeDisabled();
  await expect(filters).toContainText('“成交时间止”早于“成交时间起”');
  await filters.getByLabel('成交时间止').fill(localMinute(oldConfirm));

  await filters.getByRole('radio', { name: '普通版' }).check();
  await expect(filters.getByRole('note')).toContainText('普通版会忽略这些筛选条件');
  await expect(filters.getByLabel('备注包含')).toBeDisabled();
  await expect(page.getByRole('table', { name: '已售订单' })).toHaveAttribute('aria-rowcount', '21');
  await page.screenshot({ path: test.info().outputPath('orders-normal-edition.png'), fullPage: true });

  await filters.getByRole('radio', { name: '增强版' }).check();
  await expect(rows).toHaveCount(1);
  await filters.getByRole('button', { name: '清除筛选' }).click();
  await expect(page.getByRole('table', { name: '已售订单' })).toHaveAttribute('aria-rowcount', '21');
});

test('an order awaiting shipment says when it is late or nearly late, in words as well as colour', async ({
  page,
  desk,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const now = Date.now();
  // Confirmed days ago, so found by their remark rather than by being newest.
  const remark = `E2E期限${stamp}`;
  await addSandboxOrders(desk, [
    {
      order_sn: `E2E-LATE-${stamp}`,
      remark,
      order_status: 1,
      confirm_time: now - 50 * HOUR,
      last_ship_time: now - 2.5 * HOUR,
    },
    {
      order_sn: `E2E-SOON-${stamp}`,
      remark,
      order_status: 1,
      confirm_time: now - 40 * HOUR,
      last_ship_time: now + 4.5 * HOUR,
    },
    {
      order_sn: `E2E-DONE-${stamp}`,
      remark,
      order_status: 3,
      confirm_time: now - 60 * HOUR,
      last_ship_time: now - 10 * HOUR,
      is_pre_sale: true,
    },
  ]);
  const filters = page.getByRole('form', { name: '筛选' });
  await filters.getByLabel('备注包含').fill(remark);
  await filters.getByRole('button', { name: '应用筛选' }).click();
  await expect(page.getByRole('table', { name: '已售订单' })).toHaveAttribute('aria-rowcount', '4');
  const row = (sn: string) =>
    page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `选择订单 ${sn}` }) });
  await expect(row(`E2E-LATE-${stamp}`)).toContainText('已超时 2 小时');
  await expect(row(`E2E-LATE-${stamp}`)).toContainText('待发货');
  await expect(row(`E2E-SOON-${stamp}`)).toContainText('5 小时内到期');
  // A completed order is not late, whatever its ship-by time; it shows its status and the pre-sale badge.
  await expect(row(`E2E-DONE-${stamp}`)).not.toContainText('已超时');
  await expect(row(`E2E-DONE-${stamp}`)).toContainText('已完成');
  await expect(row(`E2E-DONE-${stamp}`)).toContainText('预售');
  await page.screenshot({ path: test.info().outputPath('orders-deadlines.png'), fullPage: true });
});
