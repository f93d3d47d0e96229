import type { Locator, Page } from '@playwright/test';
import { expect, test, type Desk } from './fixtures/desk';
import { addSandboxOrders, awaitingOrders, sandboxBooks } from './fixtures/sandbox-books';

/*
 * What a failed fetch says, in the seller's language: a call the gateway refused cost nothing and says so; a call
 * whose answer was lost may have been charged and is never re-sent by itself, and says that. No English sentence
 * (the gateway's "System error, contact support", the desk's own log words) shows inside a zh-CN message; the
 * Waybills banner of unknown outcomes names the reason in Chinese. The sandbox's /sandbox/state proves the cost.
 */

const fault = async (desk: Desk, rule: object): Promise<void> => {
  const res = await fetch(`${desk.sandboxUrl}/sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  });
  expect(res.ok).toBe(true);
};

/** The text a seller sees (a closed "technical details" shows only its summary). */
const seen = (where: Locator) => where.evaluate((el) => (el as HTMLElement).innerText);

const openFetchFor = async (page: Page, desk: Desk, prefix: string) => {
  const sn = `${prefix}-${Date.now().toString(36).toUpperCase()}`;
  await addSandboxOrders(desk, awaitingOrders([sn]));
  await desk.call('orders.sync', { confirmPoints: 1000 });
  await page.locator('#orders-search').fill(sn);
  await page.getByRole('checkbox', { name: `选择订单 ${sn}` }).check();
  await page.getByRole('button', { name: '取运单号（1）' }).click();
  return { sn, dialog: page.getByRole('dialog', { name: '为 1 个订单取运单号' }) };
};

test.afterEach(async ({ desk }) => {
  await fault(desk, { clear: true });
});

test('a refused fetch says nothing was charged, without English words', async ({ page, desk }, testInfo) => {
  const { dialog } = await openFetchFor(page, desk, 'REFUSED');
  const before = await sandboxBooks(desk);
  await fault(desk, { endpoint: 'fetchWaybills', code: 200, times: 1 });
  await dialog.getByRole('button', { name: '取 1 个运单号' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('没有扣费');
  expect(await seen(alert)).not.toMatch(/[A-Za-z]{3,}/);
  await page.screenshot({ path: testInfo.outputPath('fetch-refused.png') });
  const after = await sandboxBooks(desk);
  expect([after.points, after.waybillsIssued]).toEqual([before.points, before.waybillsIssued]);
  await page.keyboard.press('Escape');
});

test('a lost answer says it may have been charged and is not re-sent; the banner speaks Chinese', async ({
  page,
  desk,
}, testInfo) => {
  const { sn, dialog } = await openFetchFor(page, desk, 'LOST');
  const before = await sandboxBooks(desk);
  await fault(desk, { endpoint: 'fetchWaybills', drop: true, times: 1 });
  await dialog.getByRole('button', { name: '取 1 个运单号' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('结果未知 — 可能已扣费，不会自动重发');
  await expect(alert).not.toContainText('没有扣费');
  expect(await seen(alert)).not.toMatch(/[A-Za-z]{3,}/);
  await page.screenshot({ path: testInfo.outputPath('fetch-lost.png') });
  // The gateway did carry it out: one waybill issued and charged.
  expect((await sandboxBooks(desk)).waybillsIssued - before.waybillsIssued).toBe(1);
  await page.keyboard.press('Escape');

  await page.keyboard.press('Alt+2');
  const banner = page.getByRole('region', { name: '结果未知的取号' });
  await expect(banner).toContainText(sn);
  // The reason by its kind, which main sends: a dropped connection is an answer lost on the way.
  await expect(banner.getByRole('listitem').filter({ hasText: sn })).toContainText('网关的答复在途中丢失');
  // Its own words: the order number and the carrier's code aside, nothing in English.
  expect((await seen(banner)).replaceAll(sn, '').replaceAll('YTO', '')).not.toMatch(/[A-Za-z]{3,}/);
  await page.screenshot({ path: testInfo.outputPath('waybills-unknown-banner.png') });
});
