import type { Locator, Page } from '@playwright/test';
import { expect, test, type Desk } from './fixtures/desk';
import { issueWaybills } from './fixtures/issue-waybills';

/*
 * The desk at 1280×720 and 1440×900, as a seller's laptop and desktop show it: nothing cut or squashed. The
 * orders list's phone tail and remarks are whole, the 10-order cap message leaves the toolbar's buttons on one
 * line, the search placeholder fits; Waybills shows at least 9 rows at 1280×720 and 15 at 1440×900 with the
 * unknown-outcome banner shown; in English the scan placeholder fits, the sidebar's labels stay on one line and
 * "1 point" is singular. Screenshots of each size are kept (looked at by hand).
 */

const SIZES = [
  { width: 1280, height: 720, waybillRows: 9 },
  { width: 1440, height: 900, waybillRows: 15 },
] as const;

/** Texts among `all` cut by their box (wider or taller than it: an ellipsis, a clamp). */
const cut = (all: Locator) =>
  all.evaluateAll((els) =>
    els
      .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
      .map((e) => (e as HTMLElement).innerText),
  );

/** Texts among `all` that wrap onto a second line (a button or a label meant as one line). */
const wrapped = (all: Locator) =>
  all.evaluateAll((els) =>
    els
      .filter((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        // A second line starts a line's height lower; an icon beside the text sits a few pixels off only.
        const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
        return tops.length > 0 && Math.max(...tops) - Math.min(...tops) > 10;
      })
      .map((el) => (el as HTMLElement).innerText),
  );

/** Whether an input's placeholder fits its box (measured in the input's own font). */
const placeholderFits = (input: Locator) =>
  input.evaluate((el) => {
    const i = el as HTMLInputElement;
    const style = getComputedStyle(i);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${style.fontSize} ${style.fontFamily}`;
    const room = i.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return ctx.measureText(i.placeholder).width <= room;
  });

/** Rows wholly inside their scroll box. */
const rowsInView = (page: Page, rows: string, box: string) =>
  page.locator(rows).evaluateAll((els, sel) => {
    const scroller = document.querySelector(sel)?.getBoundingClientRect();
    return els.filter((r) => {
      const b = r.getBoundingClientRect();
      return (
        scroller !== undefined && b.height > 0 && b.top >= scroller.top && b.bottom <= scroller.bottom + 1
      );
    }).length;
  }, box);

/** A fetch whose answer the sandbox drops: the Waybills banner of unknown outcomes shows it. */
const loseOneFetch = async (desk: Desk) => {
  const faults = `${desk.sandboxUrl}/sandbox/faults`;
  const post = (body: object) =>
    fetch(faults, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post({ endpoint: 'fetchWaybills', drop: true, times: 1 });
  try {
    await issueWaybills(desk, { count: 1, carrier: 'YTO', skip: 100 }).catch(() => undefined);
  } finally {
    await post({ clear: true });
  }
};

test.beforeAll(async ({ desk }) => {
  await desk.call('orders.sync', { confirmPoints: 1000 });
  await issueWaybills(desk, { count: 20, carrier: 'YTO', skip: 150 });
  await loseOneFetch(desk);
});

for (const size of SIZES) {
  test(`Orders and Waybills at ${size.width}×${size.height}: nothing cut or squashed`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(size);
    const shot = (name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}-${size.width}.png`) });

    // Orders: the receiver's phone tail and the remarks are whole.
    await expect(page.locator('tr.order-row').first()).toBeVisible();
    expect.soft(await placeholderFits(page.locator('#orders-search'))).toBe(true);
    const receivers = page.locator('tr.order-row .col-receiver > div:first-child');
    await expect(receivers.first()).toBeVisible();
    expect.soft(await cut(receivers)).toEqual([]);
    expect.soft(await cut(page.locator('tr.order-row .col-remark .remark'))).toEqual([]);
    await shot('orders');

    // The cap message (11 picked, 10 taken) leaves the toolbar's buttons on one line each.
    const boxes = page.locator('tr.order-row').getByRole('checkbox');
    for (let i = 0; i < 10; i++) await boxes.nth(i).check();
    // The 11th is refused: the cap message shows.
    await boxes.nth(10).click();
    await expect(page.getByRole('alert').filter({ hasText: '每次取号最多 10 个订单' })).toBeVisible();
    expect.soft(await wrapped(page.locator('.selection-bar .btn, .selection-counter'))).toEqual([]);
    await shot('orders-cap');
    await page.getByRole('button', { name: '清除选择' }).click();

    // Waybills with the unknown-outcome banner: enough rows to work with.
    await page.keyboard.press('Alt+2');
    await expect(page.getByRole('region', { name: '结果未知的取号' })).toBeVisible();
    await expect(page.locator('[data-testid="waybill-scroll"] .wb-row').first()).toBeVisible();
    expect
      .soft(
        await rowsInView(page, '[data-testid="waybill-scroll"] .wb-row', '[data-testid="waybill-scroll"]'),
      )
      .toBeGreaterThanOrEqual(size.waybillRows);
    await shot('waybills-banner');
    await page.keyboard.press('Alt+1');
  });
}

test('in English at 1280×720: the scan placeholder and the sidebar fit, and 1 point is singular', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'EN' }).click();
  await expect(page.getByRole('navigation')).toContainText('Scan & print');
  expect.soft(await wrapped(page.locator('.nav-item-label'))).toEqual([]);
  await page.keyboard.press('Alt+7');
  const scanBox = page.getByRole('textbox', { name: 'Scan order or waybill number' });
  await expect(scanBox).toBeVisible();
  expect.soft(await placeholderFits(scanBox)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('scan-en-1280.png') });
  await page.keyboard.press('Alt+1');
  await expect(page.getByTestId('sync-now')).toBeVisible();
  await page.getByTestId('sync-now').click();
  await expect(page.getByTestId('sync-done')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('sync-done')).not.toContainText(/\b1 points\b|\b1 pages\b/);
  await page.screenshot({ path: testInfo.outputPath('orders-en-1280.png') });
  await page.getByRole('button', { name: '中文' }).click();
});
