import { expect, test } from '@playwright/test';
import { findPostgresBin } from '../scripts/pg-cluster.mjs';
import { startWebHost, stopProcess } from './fixtures/desk';
import { issueWaybills } from './fixtures/issue-waybills';
import { sharedLedgerDesks } from './fixtures/shared-ledger';

/*
 * The Waybills view on a shared ledger: two web hosts on one PostgreSQL and one sandbox. The desk
 * filter offers every desk holding waybills with its count, the rows name their desk, and a third desk started
 * under a live desk's name is refused at start, naming the name and the setting to change.
 */

test.describe('the desk filter on a shared ledger', () => {
  test.skip(!findPostgresBin(), 'no PostgreSQL server binaries (Debian: apt-get install postgresql)');
  const { openDesk, hostArgs } = sharedLedgerDesks('desk-e2e-filter-');

  test('every desk with its count, the Desk column, one desk at a time; a taken name is refused at start', async ({
    browser,
  }) => {
    const a = await openDesk(browser, 'desk A');
    const b = await openDesk(browser, 'desk B');
    const fromA = await issueWaybills(a.desk, { count: 3, carrier: 'YTO', skip: 0 });
    const fromB = await issueWaybills(b.desk, { count: 2, carrier: 'ZTO', skip: 10 });

    const page = b.page;
    await page.keyboard.press('Alt+2');
    const select = page.getByTestId('waybill-desk-filter');
    await expect(select.locator('option')).toHaveText([
      '所有打包台',
      '本台（desk B）· 2 张',
      'desk A · 3 张',
    ]);
    await expect(page.getByRole('columnheader', { name: '打包台' })).toBeVisible();
    await expect(page.getByTestId('matching-count')).toContainText(/^5\D/);
    const rowOf = (code: string) => page.getByRole('row').filter({ hasText: code });
    await expect(rowOf(fromA[0]!.code)).toContainText('desk A');
    await expect(rowOf(fromB[0]!.code)).toContainText('desk B本台');
    await page.screenshot({ path: test.info().outputPath('waybills-two-desks-1440.png') });

    // Keyboard: the filter is a native select in the tab order.
    await select.focus();
    await expect(select).toBeFocused();
    await select.selectOption('desk A');
    await expect(page.getByTestId('matching-count')).toContainText(/^3\D/);
    for (const w of fromA) await expect(rowOf(w.code)).toBeVisible();
    await expect(rowOf(fromB[0]!.code)).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.screenshot({ path: test.info().outputPath('waybills-desk-a-only-1280.png') });
    await select.selectOption('desk B');
    await expect(page.getByTestId('matching-count')).toContainText(/^2\D/);

    // A third desk started under desk A's name while desk A runs: refused, nothing local opened.
    const refusal = await startWebHost(hostArgs('desk A', 'impostor')).then(
      async (started) => {
        await stopProcess(started.child);
        return null;
      },
      (e: unknown) => (e as Error).message,
    );
    expect(refusal).toContain('“desk A”');
    expect(refusal).toContain('--desk-name');
    expect(refusal).toContain('未改用本地账本');
  });
});
