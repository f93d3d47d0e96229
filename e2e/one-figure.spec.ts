import { expect, test } from './fixtures/desk';
import { issueWaybills } from './fixtures/issue-waybills';

/*
 * One label, one print state; one session, one points figure. A label handed to the browser's print dialog reads
 * the same on Waybills and on Orders ("已送打印对话框 ×1", never "未打印" on one of them), and the scan station's
 * header shows the session's points as the status bar does.
 */

test('a label sent to the print dialog reads the same on Waybills and Orders', async ({
  page,
  desk,
}, testInfo) => {
  await desk.call('orders.sync', { confirmPoints: 1000 });
  const [label] = await issueWaybills(desk, { count: 1, carrier: 'YTO', skip: 230 });
  // The web host's print: the browser's dialog, the paper not known.
  await desk.call('labels.print', { ids: [label!.id] });
  const listed = await desk.call('waybills.list', { filter: { text: label!.code }, offset: 0, limit: 5 });
  expect(listed.rows.find((r) => r.id === label!.id)).toMatchObject({ printedCount: 0, dialogCount: 1 });

  await page.keyboard.press('Alt+2');
  const grid = page.getByRole('grid', { name: '面单台账' });
  const wbRow = grid.getByRole('row').filter({ hasText: label!.code });
  await expect(wbRow).toContainText('已送打印对话框 ×1');

  await page.keyboard.press('Alt+1');
  await page.getByTestId('status-tab-all').click();
  await page.locator('#orders-search').fill(label!.orderSn);
  const orderRow = page.locator('tr.order-row').filter({ hasText: label!.orderSn });
  await expect(orderRow).toContainText(label!.code);
  await expect(orderRow).toContainText('已送打印对话框 ×1');
  await expect(orderRow).not.toContainText('未打印');
  await page.screenshot({ path: testInfo.outputPath('orders-dialog-state.png') });
});

test('the scan header and the status bar show one session-points figure', async ({ page, desk }) => {
  // Points spent this session outside the scan station (a fetch on Orders).
  await desk.call('orders.sync', { confirmPoints: 1000 });
  await issueWaybills(desk, { count: 2, carrier: 'YTO', skip: 225 });
  const { session } = await desk.call('account.charges', {});
  expect(session).toBeGreaterThan(0);
  await page.reload();
  await page.keyboard.press('Alt+7');
  await expect(page.getByTestId('charges-session')).toContainText(String(session));
  await expect(page.getByTestId('scan-points')).toContainText(String(session));
});
