import type { Page } from '@playwright/test';
import { expect, test, type Desk } from './fixtures/desk';
import { startEachTestOnGatewayPages } from './fixtures/orders-view';

/*
 * The fetch selection: at most 10 orders (the gateway's limit per call), a visible "n / 10" counter, the 11th
 * refused with a message; Shift-click ranges; ↑/↓ and Space without the mouse.
 */

// The gateway's own pages (charged): the view these checks are about.
startEachTestOnGatewayPages();

/** The first page's order checkboxes (by row) and the selection counter. */
const firstPageBoxes = async (page: Page, desk: Desk) => {
  const { rows } = await desk.call('orders.page', {
    page: 0,
    pageSize: 20,
    edition: 'enhanced',
    filters: {},
  });
  return {
    box: (i: number) => page.getByRole('checkbox', { name: `选择订单 ${rows[i]!.order.order_sn}` }),
    counter: page.getByRole('status', { name: /已选 \d+ 个订单/ }),
  };
};

test('select 10 orders; the 11th is refused with a clear message', async ({ page, desk }) => {
  const { box, counter } = await firstPageBoxes(page, desk);

  await expect(counter).toContainText('0 / 10');
  await expect(page.getByRole('button', { name: '取运单号（0）' })).toBeDisabled();
  for (let i = 0; i < 10; i++) await box(i).click();
  await expect(counter).toContainText('10 / 10');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await box(10).click();
  await expect(box(10)).not.toBeChecked();
  await expect(counter).toContainText('10 / 10');
  await expect(page.getByRole('alert')).toContainText('每次取号最多 10 个订单');
  await expect(page.getByRole('button', { name: '取运单号（10）' })).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath('selection-cap.png'), fullPage: true });

  // Freeing a place lets the 11th in.
  await box(0).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await box(10).click();
  await expect(box(10)).toBeChecked();
  await expect(counter).toContainText('10 / 10');
});

test('Shift-click selects a range; arrows and Space select without the mouse', async ({ page, desk }) => {
  const { box, counter } = await firstPageBoxes(page, desk);

  await box(2).click();
  await box(6).click({ modifiers: ['Shift'] });
  for (const i of [2, 3, 4, 5, 6]) await expect(box(i)).toBeChecked();
  await expect(box(1)).not.toBeChecked();
  await expect(box(7)).not.toBeChecked();
  await expect(counter).toContainText('5 / 10');

  // Shift-click on a selected row clears the range from the anchor (6) to it: 2 and 3 stay.
  await box(4).click({ modifiers: ['Shift'] });
  await expect(counter).toContainText('2 / 10');
  await expect(box(3)).toBeChecked();
  await expect(box(4)).not.toBeChecked();
  await page.getByRole('button', { name: '清除选择' }).click();
  await expect(counter).toContainText('0 / 10');

  await box(0).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(box(2)).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(box(2)).toBeChecked();
  await expect(box(3)).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(box(2)).not.toBeChecked();
  await expect(counter).toContainText('1 / 10');
  await page.screenshot({ path: test.info().outputPath('selection-keyboard.png'), fullPage: true });

  // F opens the fetch dialog for the selection.
  await page.keyboard.press('f');
  await expect(page.getByRole('dialog', { name: '为 1 个订单取运单号' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
