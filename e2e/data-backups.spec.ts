import { expect, test } from './fixtures/desk';
import { runEan13 } from './fixtures/goods-barcodes';

/*
 * Settings → Data, in the seller's language. "Back up now" makes a checked backup that is listed; a restore from it
 * asks first (in one dialog), then says what the restored ledger holds, and the seller's setup really is the
 * backup's: a goods barcode bound after the backup is gone (what was paid for or done after it is kept: see
 * restore-keeps-waybills.spec.ts). "Clean up now" runs the retention cleanup and says what it freed.
 */

const LATE_BARCODE = runEan13(41);

test('back up now, then restore from it after confirming: a binding made after the backup is gone', async ({
  page,
  desk,
}) => {
  await page.keyboard.press('Alt+6');
  const section = page.getByRole('region', { name: '数据 · 备份' });
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: '立即备份' }).click();
  await expect(section.getByRole('status').filter({ hasText: '已备份：ledger-' })).toBeVisible();
  const list = section.getByRole('table', { name: '账本备份' });
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  // After the backup the ledger learns something (set up through the router: the restore is what is tested).
  await desk.call('barcodes.bind', { barcode: LATE_BARCODE, name: '备份之后的商品', spec: '' });
  const barcodes = page.getByRole('region', { name: '商品条码' });
  const search = barcodes.getByRole('searchbox', { name: '搜索条码、商品名或规格' });
  await search.fill(LATE_BARCODE);
  await expect(barcodes.getByTestId('barcodes-table')).toContainText('备份之后的商品');

  await list.getByRole('button', { name: '恢复…' }).first().click();
  const dialog = page.getByRole('dialog', { name: '从这份备份恢复账本？' });
  await expect(dialog.getByText('当前账本会先另存为一份备份')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('settings-backups.png') });
  await dialog.getByRole('button', { name: '恢复', exact: true }).click();
  await expect(section.getByRole('status').filter({ hasText: '账本已恢复' })).toBeVisible();
  await expect(list).toContainText('恢复前的账本');

  // The restored ledger is the backup's: the binding made after it is gone (the list reads the ledger again).
  await expect(barcodes.getByText('备份之后的商品')).toHaveCount(0);
  await expect(barcodes).toBeVisible();
  await search.fill('');
});

test('clean up now: the cleanup runs and Settings → Data says what it freed', async ({ page }) => {
  await page.keyboard.press('Alt+6');
  const data = page.getByRole('region', { name: '数据', exact: true });
  await data.getByRole('button', { name: '立即清理' }).click();
  await expect(data.getByText(/^上次清理 .*：释放 /)).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: test.info().outputPath('settings-data-cleaned.png') });
});

test('retention days: a day out of range is said under its box; a good one saves with Enter', async ({
  page,
}) => {
  await page.keyboard.press('Alt+6');
  const data = page.getByRole('region', { name: '数据', exact: true });
  const days = data.getByLabel('关闭或完成超过（天）的订单移出订单搜索');
  const kept = await days.inputValue();
  await days.fill('20');
  await data.getByRole('button', { name: '保存保留设置' }).click();
  await expect(days).toHaveAttribute('aria-invalid', 'true');
  await expect(data.locator('#settings-data-orderBookDays-error')).toHaveText('须在 30 到 3650 之间。');
  await data.getByRole('button', { name: '保存保留设置' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('settings-data-retention-refused.png') });
  // The day as it was, saved with Enter in its box (nothing changed for the other specs of this desk).
  await days.fill(kept);
  await days.press('Enter');
  await expect(data.getByRole('status').filter({ hasText: '✓ 已保存。' })).toBeVisible();
  await expect(days).not.toHaveAttribute('aria-invalid');
  await page.screenshot({ path: test.info().outputPath('settings-data-retention-saved.png') });
});
