import { expect, test } from './fixtures/desk';

/* zh-CN is the default; switching to English applies at once, survives a reload, and switches back. */

test('language switch zh-CN ↔ en applies at once and is remembered', async ({ page, desk }) => {
  try {
    const nav = page.getByRole('navigation', { name: '页面' });
    await expect(nav.getByRole('button', { name: /订单/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    await page.keyboard.press('Alt+6');
    await page.getByLabel('工具台语言').selectOption('en');
    // At once: no reload, no save button.
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const navEn = page.getByRole('navigation', { name: 'Screens' });
    await expect(navEn.getByRole('button', { name: /Orders/ })).toBeVisible();
    await expect(page.getByTestId('charges-today')).toContainText('Points today');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.screenshot({ path: test.info().outputPath('settings-en.png'), fullPage: true });

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sold orders', level: 1 })).toBeVisible();
    // The Orders screen opens on the order book: its one priced action speaks English too.
    await expect(page.getByTestId('sync-now')).toContainText('Sync now');
    await page.screenshot({ path: test.info().outputPath('orders-en.png'), fullPage: true });
    expect((await desk.call('settings.get', {})).language).toBe('en');

    await page.keyboard.press('Alt+6');
    await page.getByLabel('Language of the desk').selectOption('zh-CN');
    await expect(page.getByRole('heading', { name: '设置', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '页面' })).toBeVisible();
  } finally {
    await desk.call('settings.update', { language: 'zh-CN' });
  }
});
