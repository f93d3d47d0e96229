import { expect, test } from './fixtures/desk';
import { issueWaybills } from './fixtures/issue-waybills';

/*
 * A recycled waybill among the ones to reprint: the void label is shown as void (crossed out,
 * not counted), the live one prints, and the seller is told how many were left out and why.
 */

test('reprint a recycled and a live waybill: the void one is shown void and left out, the live one prints', async ({
  page,
  desk,
}, testInfo) => {
  test.skip(desk.host !== 'web', 'the print dialog is the browser path of the web host');
  const [voided, live] = await issueWaybills(desk, { count: 2, carrier: 'STO', skip: 160 });
  if (!voided || !live) throw new Error('no waybills');
  await desk.call('waybills.recycle', { ids: [voided.id] });

  await page.keyboard.press('Alt+2');
  const screen = page.getByRole('main');
  await screen.getByLabel('快递公司').selectOption('STO');
  await expect(screen.getByTestId('matching-count')).toHaveText(/^2/);
  await screen.getByRole('button', { name: '全选符合筛选的 2 条' }).click();
  await screen.getByRole('button', { name: '补打所选' }).click();

  await expect(screen.getByRole('heading', { name: '面单', level: 1 })).toBeVisible();
  const voidCard = screen.getByRole('figure', { name: `面单 ${voided.code}` });
  await expect(voidCard).toContainText('已作废（已回收）');
  await expect(voidCard).toHaveClass(/lb-card-void/);
  await expect(screen.getByTestId('labels-void')).toHaveText('1 张面单已作废（已回收），不会打印。');
  await expect(screen.getByRole('figure', { name: `面单 ${live.code}` })).toContainText('尚未打印');
  await page.screenshot({ path: testInfo.outputPath('labels-with-void.png'), fullPage: true });

  const popupPromise = page.waitForEvent('popup');
  await screen.getByRole('button', { name: '打印 1 张面单' }).click();
  const popup = await popupPromise;
  expect(new URL(popup.url()).searchParams.get('ids')).toBe(String(live.id));
  await popup.close();
  await expect(screen.getByRole('status').filter({ hasText: '打印对话框' })).toContainText(
    '另有 1 张已作废的面单没有打印。',
  );
  await expect(screen.getByRole('alert')).toHaveCount(0);

  const rows = await desk.call('waybills.list', { filter: { cpCode: 'STO' }, offset: 0, limit: 10 });
  // The browser cannot say whether it printed: "sent to the print dialog", never "printed".
  const counts = new Map(rows.rows.map((r) => [r.id, [r.printedCount, r.dialogCount]]));
  expect(counts.get(live.id)).toEqual([0, 1]);
  expect(counts.get(voided.id)).toEqual([0, 0]);
});
