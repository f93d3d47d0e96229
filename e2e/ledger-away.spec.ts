import { expect, test } from '@playwright/test';
import { DEMO_TOKEN } from '../sandbox/fixtures';
import { findPostgresBin } from '../scripts/pg-cluster.mjs';
import { sharedLedgerDesks } from './fixtures/shared-ledger';

/*
 * The shared ledger's server away, through the real Orders screen of a desk on a web host: a search (free) says
 * the ledger cannot be reached and to try again, claiming nothing about charges; a fetch (charged) is refused
 * saying nothing was sent and nothing charged, and the sandbox issued nothing. In both of the desk's languages.
 */

const sandboxState = async (sandboxUrl: string) => {
  const res = await fetch(`${sandboxUrl}/sandbox/state?token=${encodeURIComponent(DEMO_TOKEN)}`);
  return ((await res.json()) as { data: { waybillsIssued: number; points: number } }).data;
};

test.describe('the shared ledger away', () => {
  test.skip(!findPostgresBin(), 'no PostgreSQL server binaries (Debian: apt-get install postgresql)');
  const { openDesk, sandboxUrl, cluster } = sharedLedgerDesks('desk-e2e-away-');

  test('a search says only to try again; a fetch says nothing was sent nor charged', async ({ browser }) => {
    const sn = `E2E-AWAY-${Date.now().toString(36).toUpperCase()}`;
    await fetch(`${sandboxUrl()}/sandbox/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ owner_id: 'demo-owner', orders: [{ order_sn: sn, order_status: 1 }] }),
    });
    const a = await openDesk(browser, 'desk A');
    const { page } = a;
    await page.getByTestId('sync-now').click();
    await expect(page.getByTestId('sync-done')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('checkbox', { name: `选择订单 ${sn}` }).check();
    const before = await sandboxState(sandboxUrl());

    cluster().pause();
    try {
      await page.getByRole('searchbox', { name: '搜索订单' }).fill(sn.slice(-6));
      const searchAlert = page.locator('[data-error-kind="ledger-unreachable"]').first();
      await expect(searchAlert).toContainText('无法连接共享账本 127.0.0.1');
      await expect(searchAlert).toContainText('请稍后重试');
      await expect(searchAlert).not.toContainText(/扣费|未发送/);
      await page.screenshot({ path: test.info().outputPath('away-search-zh-1440.png') });

      await page.keyboard.press('Escape');
      await page.getByRole('checkbox', { name: `选择订单 ${sn}` }).focus();
      await page.keyboard.press('f');
      const dialog = page.getByRole('dialog', { name: '为 1 个订单取运单号' });
      await dialog.getByRole('button', { name: '取 1 个运单号' }).click();
      await expect(dialog.getByRole('alert')).toContainText('未发送任何请求，也未扣费');
      await page.screenshot({ path: test.info().outputPath('away-fetch-zh-1440.png') });
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.screenshot({ path: test.info().outputPath('away-fetch-zh-1280.png') });
      const after = await sandboxState(sandboxUrl());
      expect(after.waybillsIssued).toBe(before.waybillsIssued);
      expect(after.points).toBe(before.points);
      await dialog.getByRole('button', { name: '取消' }).click();

      // The same in English, once the desk speaks it (a setting of the desk, not of the ledger).
      await a.desk.call('settings.update', { language: 'en' });
      await page.getByRole('searchbox', { name: 'Search orders' }).fill(sn.slice(-5));
      const englishAlert = page.locator('[data-error-kind="ledger-unreachable"]').first();
      await expect(englishAlert).toContainText('cannot be reached: try again in a moment');
      await expect(englishAlert).not.toContainText(/charged/);
      await page.screenshot({ path: test.info().outputPath('away-search-en-1280.png') });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: test.info().outputPath('away-search-en-1440.png') });
    } finally {
      cluster().resume();
    }
  });
});
