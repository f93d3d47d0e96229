import { expect, test } from './fixtures/desk';

/*
 * Settings → Data, backups, in the seller's language: "Back up now" makes a checked backup that is listed, and a
 * restore from it asks first, then says what the restored ledger holds.
 */

test('back up now, then restore from it after confirming', async ({ page }) => {
  await page.keyboard.press('Alt+6');
  const section = page.getByRole('region', { name: '数据 · 备份' });
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: '立即备份' }).click();
  await expect(section.getByRole('status').filter({ hasText: '已备份：ledger-' })).toBeVisible();
  const list = section.getByRole('table', { name: '账本备份' });
  await expect(list.getByRole('row')).not.toHaveCount(1);
  await list.getByRole('button', { name: '恢复…' }).first().click();
  await expect(list.getByText('当前账本会先另存为一份备份')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('settings-backups.png'), fullPage: true });
  await list.getByRole('button', { name: '恢复', exact: true }).click();
  await expect(section.getByRole('status').filter({ hasText: '账本已恢复' })).toBeVisible();
  await expect(list).toContainText('恢复前的账本');
});
