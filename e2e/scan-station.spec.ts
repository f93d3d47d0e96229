import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/desk';
import { addSandboxOrders, sandboxBooks } from './fixtures/sandbox-books';

/*
 * The scan station in the real UI against the sandbox over HTTP, typed as a handheld scanner types
 * (keystrokes a few ms apart, then Enter) into the one input that always has the focus. Costs are read from the
 * sandbox's own state: a reprint or a refusal issues nothing and calls nothing.
 */

/** A scanner: the number a few ms per key, then Enter, into whatever has the focus. */
const scan = async (page: Page, code: string) => {
  await page.keyboard.type(code, { delay: 4 });
  await page.keyboard.press('Enter');
};

test('scan & print: fetch once, reprint by order or waybill number, refuse the unknown and the closed, 10 quick scans in order', async ({
  page,
  desk,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const sn = (i: number) => `SCAN-${stamp}-${String(i).padStart(2, '0')}`;
  const closed = `SCAN-${stamp}-CLOSED`;
  await addSandboxOrders(desk, [
    ...Array.from({ length: 12 }, (_, i) => ({ order_sn: sn(i + 1), order_status: 1 })),
    { order_sn: closed, order_status: 3 },
  ]);
  // The desk knows orders from its order book: one sync (the seller agrees to its price up front here).
  const synced = await desk.call('orders.sync', { confirmPoints: 20 });
  expect(synced).toMatchObject({ complete: true });

  await page.keyboard.press('Alt+7');
  const screen = page.getByRole('main');
  await expect(screen.getByRole('heading', { name: '扫描打单', level: 1 })).toBeVisible();
  const input = screen.getByRole('textbox', { name: '扫描单号' });
  await expect(input).toBeFocused();

  // A custom gateway has no demo profile: the station says what is missing and fetches nothing.
  await expect(screen.getByTestId('scan-not-ready')).toContainText('尚未设置默认打印配置');
  await page.screenshot({ path: testInfo.outputPath('scan-not-ready.png') });
  const start = await sandboxBooks(desk);
  // The worker's desk may hold earlier specs' scans: this spec's rows count from the newest of them.
  const earlier = await desk.call('scan.status', {});
  const base = Math.max(0, ...earlier.entries.map((e) => e.seq));
  const row = (n: number) => screen.locator(`tr[data-seq="${base + n}"]`);
  await scan(page, sn(1));
  await expect(screen.getByTestId('scan-card')).toContainText('扫描打单未就绪');
  expect((await sandboxBooks(desk)).waybillsIssued).toBe(start.waybillsIssued);

  // The seller saves the default profile in Settings (the preset: demo sender, carrier, standard template).
  await page.keyboard.press('Alt+6');
  await page.getByRole('button', { name: '保存扫描打单设置' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已保存' }).last()).toBeVisible();
  // The rescans below are deliberate: no double-read window (scan-station-habits tests it).
  await desk.call('settings.update', { scanRepeatSeconds: 0 });
  await page.keyboard.press('Alt+7');
  await expect(screen.getByTestId('scan-not-ready')).toHaveCount(0);
  await expect(input).toBeFocused();

  // First scan: one waybill fetched and sent to print.
  await scan(page, sn(1));
  const card = screen.getByTestId('scan-card');
  await expect(card).toContainText('已送打印 — 新面单');
  await expect(card).toHaveAttribute('data-look', 'ok');
  const code = (await screen.getByTestId('scan-waybill-code').textContent())?.trim() ?? '';
  expect(code).not.toBe('');
  let state = await sandboxBooks(desk);
  expect(state.waybillsIssued).toBe(start.waybillsIssued + 1);
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('');
  await page.screenshot({ path: testInfo.outputPath('scan-printed-new.png') });

  // Rescan the order, then scan the waybill number: reprints, no new waybill.
  await scan(page, sn(1));
  await expect(card).toContainText('补打 — 已送打印');
  await expect(row(3)).toHaveAttribute('data-state', 'dialog');
  await scan(page, code);
  await expect(row(4)).toHaveAttribute('data-state', 'dialog');
  await expect(card).toContainText(code);
  expect((await sandboxBooks(desk)).waybillsIssued).toBe(state.waybillsIssued);
  await page.screenshot({ path: testInfo.outputPath('scan-reprinted.png') });

  // Unknown number and closed order: refused with the reason, no gateway call at all.
  state = await sandboxBooks(desk);
  await scan(page, `NOPE-${stamp}`);
  await expect(card).toContainText('未知单号');
  await expect(card).toHaveAttribute('data-look', 'bad');
  // The free check comes first: the charged sync only behind "a new order?".
  await card.getByRole('button', { name: '是上次同步之后的新订单？' }).click();
  await expect(card.getByTestId('scan-sync')).toContainText('同步订单');
  await page.screenshot({ path: testInfo.outputPath('scan-refused-unknown.png') });
  await scan(page, closed);
  await expect(card).toContainText('订单不是待发货');
  await expect(row(6)).toHaveAttribute('data-state', 'refused');
  const after = await sandboxBooks(desk);
  expect(after.calls).toEqual(state.calls);
  expect(after.waybillsIssued).toBe(state.waybillsIssued);
  await page.screenshot({ path: testInfo.outputPath('scan-refused-closed.png') });

  // "Ask" setting: the card asks, the seller answers with one button.
  await desk.call('settings.update', { scanReprint: 'ask' });
  await scan(page, sn(1));
  await expect(card).toContainText('已有面单：要补打吗？');
  await expect(card).toHaveAttribute('data-look', 'ask');
  await page.screenshot({ path: testInfo.outputPath('scan-ask.png') });
  await card.getByRole('button', { name: '补打此面单' }).click();
  await expect(row(7)).toHaveAttribute('data-state', 'dialog');
  await expect(input).toBeFocused();
  await desk.call('settings.update', { scanReprint: 'reprint' });

  // 10 quick scans: 10 waybills, worked in scan order.
  const before = await sandboxBooks(desk);
  for (let i = 2; i <= 11; i += 1) await scan(page, sn(i));
  await expect(screen.getByTestId('scan-pending')).toContainText('0 单等待中', { timeout: 60_000 });
  for (let seq = 8; seq <= 17; seq += 1) await expect(row(seq)).toHaveAttribute('data-state', 'dialog');
  expect((await sandboxBooks(desk)).waybillsIssued).toBe(before.waybillsIssued + 10);
  const status = await desk.call('scan.status', {});
  const quick = status.entries
    .filter((e) => e.seq >= base + 8 && e.seq <= base + 17)
    .sort((a, b) => a.seq - b.seq);
  expect(quick.map((e) => e.code)).toEqual(Array.from({ length: 10 }, (_, i) => sn(i + 2)));
  const ids = quick.map((e) => e.waybillIds[0] ?? 0);
  expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  expect(status.pointsSpent - earlier.pointsSpent).toBe(
    (11 * (before.points - (await sandboxBooks(desk)).points)) / 10,
  );
  // The header's session figure is the status bar's: every point of the desk session, not the scans' alone.
  const { session } = await desk.call('account.charges', {});
  await expect(screen.getByTestId('scan-points')).toContainText(String(session));
  await expect(page.getByTestId('charges-session')).toContainText(String(session));

  // An order sold after the last sync is unknown; "Sync orders" on the card syncs the book (its pages are its
  // price, asked first above the setting), and the next scan of it fetches its waybill.
  const late = `SCAN-${stamp}-LATE`;
  await fetch(`${desk.sandboxUrl}/sandbox/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ owner_id: 'demo-owner', orders: [{ order_sn: late, order_status: 1 }] }),
  });
  await scan(page, late);
  await expect(card).toContainText('未知单号');
  const beforeSync = await sandboxBooks(desk);
  await card.getByRole('button', { name: '是上次同步之后的新订单？' }).click();
  await card.getByTestId('scan-sync').click();
  const ask = card.getByTestId('scan-sync-ask');
  const synced2 = card.getByTestId('scan-sync-done');
  await expect(ask.or(synced2)).toBeVisible({ timeout: 30_000 });
  if (await ask.isVisible()) await ask.getByRole('button', { name: /同步（/ }).click();
  await expect(synced2).toContainText('请再扫描一次', { timeout: 30_000 });
  await page.screenshot({ path: testInfo.outputPath('scan-synced.png') });
  const afterSync = await sandboxBooks(desk);
  const pages = (afterSync.calls.listSoldOrders ?? 0) - (beforeSync.calls.listSoldOrders ?? 0);
  expect(pages).toBeGreaterThan(0);
  expect(beforeSync.points - afterSync.points).toBe(pages);
  expect(afterSync.waybillsIssued).toBe(beforeSync.waybillsIssued);
  await expect(input).toBeFocused();
  await scan(page, late);
  await expect(card).toContainText('已送打印 — 新面单');
  await expect(card).toContainText(late);
  expect((await sandboxBooks(desk)).waybillsIssued).toBe(afterSync.waybillsIssued + 1);
  await page.screenshot({ path: testInfo.outputPath('scan-after-quick-scans.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.screenshot({ path: testInfo.outputPath('scan-1280x720.png') });
});

test('in English the input is named for the packer', async ({ page, desk }) => {
  await desk.call('settings.update', { language: 'en' });
  try {
    await page.reload();
    await page.keyboard.press('Alt+7');
    await expect(page.getByRole('textbox', { name: 'Scan order or waybill number' })).toBeFocused();
    await expect(page.getByRole('button', { name: /Scan & print/ })).toHaveAttribute(
      'aria-keyshortcuts',
      'Alt+7',
    );
  } finally {
    await desk.call('settings.update', { language: 'zh-CN' });
  }
});
