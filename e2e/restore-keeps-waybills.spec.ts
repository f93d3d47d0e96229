import { expect, test } from './fixtures/desk';
import { addSandboxOrders, sandboxBooks } from './fixtures/sandbox-books';
import { scan, shoot } from './fixtures/scanner';
import { scanWithPresetProfile } from './fixtures/scan-settings';

/*
 * A restore never forgets a paid waybill: Settings › Data › back up, then a new order is scanned (one waybill
 * fetched and paid), then that backup is restored through the real dialog. The order still holds its waybill: the
 * next scan reprints it, and the sandbox's own books show exactly one waybill issued for it. The dialog says what
 * a restore keeps, in both languages.
 */

/** The worker's desk serves other spec files after this one: its scan settings are put back as they were. */
let putBack: (() => Promise<void>) | undefined;
test.afterAll(async () => {
  await putBack?.();
});

test('a waybill fetched after the backup survives its restore: the rescan reprints it, nothing is fetched twice', async ({
  page,
  desk,
}, testInfo) => {
  test.setTimeout(120_000);
  const sn = `RESTORE-${Date.now().toString(36).toUpperCase()}`;
  // The scan station's default profile and no double-read window (set up as the other scan specs do).
  putBack = await scanWithPresetProfile(desk, { scanReprint: 'reprint' });
  await page.keyboard.press('Alt+6');

  const section = page.getByRole('region', { name: '数据 · 备份' });
  await section.getByRole('button', { name: '立即备份' }).click();
  await expect(section.getByRole('status').filter({ hasText: '已备份：ledger-' })).toBeVisible();

  // After the backup: a new order reaches the book, and its scan fetches (and pays for) waybill A.
  await addSandboxOrders(desk, [{ order_sn: sn, order_status: 1 }]);
  await desk.call('orders.sync', { confirmPoints: 20 });
  const start = await sandboxBooks(desk);
  await page.keyboard.press('Alt+7');
  const screen = page.getByRole('main');
  await expect(screen.getByRole('textbox', { name: '扫描单号' })).toBeFocused();
  await scan(page, sn);
  const card = screen.getByTestId('scan-card');
  await expect(card).toContainText('已送打印 — 新面单');
  const waybillA = (await screen.getByTestId('scan-waybill-code').textContent())?.trim() ?? '';
  expect(waybillA).not.toBe('');
  const fetched = await sandboxBooks(desk);
  expect(fetched.waybillsIssued).toBe(start.waybillsIssued + 1);

  // Restore the backup made before waybill A, through the dialog (the newest backup is the first row).
  await page.keyboard.press('Alt+6');
  await section
    .getByRole('table', { name: '账本备份' })
    .getByRole('button', { name: '恢复…' })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: '从这份备份恢复账本？' });
  await expect(dialog).toContainText('此备份之后记下的每张面单、每次打印、取号与扣费都会带入恢复后的账本');
  await shoot(page, testInfo, 'restore-confirm-zh');
  await dialog.getByRole('button', { name: '恢复', exact: true }).click();
  const restored = section.getByRole('status').filter({ hasText: '账本已恢复' });
  await expect(restored).toContainText('备份之后取的 1 张面单已保留在其中。');
  // What the restore says, at both sizes (the section is long: its last line is scrolled into view at each).
  for (const [width, height] of [
    [1440, 900],
    [1280, 720],
  ] as const) {
    await page.setViewportSize({ width, height });
    await restored.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`restore-done-zh-${width}x${height}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // The order still holds A: its scan reprints A, and the gateway issued nothing more.
  await page.keyboard.press('Alt+7');
  await expect(screen.getByRole('textbox', { name: '扫描单号' })).toBeFocused();
  await scan(page, sn);
  await expect(card).toContainText('补打 — 已送打印');
  await expect(screen.getByTestId('scan-waybill-code')).toHaveText(waybillA);
  const after = await sandboxBooks(desk);
  expect(after.waybillsIssued).toBe(fetched.waybillsIssued);
  expect(after.points).toBe(fetched.points);
  expect(
    (await desk.call('waybills.list', { limit: 5, filter: { text: sn } })).rows.map((r) => r.waybillCode),
  ).toEqual([waybillA]);

  // The same dialog in English (cancelled: nothing restored).
  try {
    await desk.call('settings.update', { language: 'en' });
    await page.keyboard.press('Alt+6');
    const en = page.getByRole('region', { name: 'Data · Backups' });
    await en.getByRole('button', { name: 'Restore…' }).first().click();
    const dialogEn = page.getByRole('dialog', { name: 'Restore the ledger from this backup?' });
    await expect(dialogEn).toContainText(
      'Every waybill, print, fetch and charge recorded after this backup is carried',
    );
    await shoot(page, testInfo, 'restore-confirm-en');
    await dialogEn.getByRole('button', { name: 'Cancel' }).click();
  } finally {
    await desk.call('settings.update', { language: 'zh-CN' });
  }
});
