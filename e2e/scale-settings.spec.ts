import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/scale';

/*
 * Settings › Scale through the real UI, with the stand-in scale on a pseudo-terminal: the seller types its port,
 * Test shows the settled weight large; a missing port is refused on its field in the seller's language (nothing
 * saved); the scale unplugged shows "not connected". In zh-CN and en, at 1440×900 and 1280×720. Settings and the
 * scale's reading are put back at the end.
 */

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
];

const shoot = async (page: Page, name: string) => {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // The form's last rows, Test and the live reading in view.
    await page.locator('#settings-scale-reading').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: test.info().outputPath(`${name}-${size.width}x${size.height}.png`) });
  }
};

test('Settings › Scale: Test shows the settled weight; an unplugged scale says not connected', async ({
  page,
  desk,
  scaleStandIn,
}) => {
  const held = await desk.call('settings.get', {});
  try {
    await page.keyboard.press('Alt+6');
    const section = page.locator('section', { has: page.locator('#settings-scale-heading') });
    await expect(section.getByRole('heading', { name: '电子秤' })).toBeVisible();
    const reading = section.locator('#settings-scale-reading');
    await expect(reading).toHaveText('电子秤未启用');

    // On, with no port: refused under the port's box, in the seller's words; nothing saved.
    await section.getByLabel('本台桌面使用电子秤').check();
    await section.getByRole('button', { name: '保存电子秤设置' }).click();
    await expect(section.getByText('端口：请选择或输入电子秤的端口')).toBeVisible();
    await expect(section.getByLabel('端口', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect((await desk.call('settings.get', {})).scale.enabled).toBe(false);

    // The stand-in's port typed by hand (a pseudo-terminal is not listed); Test reads it unsaved.
    await section.getByLabel('端口', { exact: true }).fill(scaleStandIn.port);
    scaleStandIn.load({ grams: 1234, movingLines: 4 });
    await section.getByRole('button', { name: '测试', exact: true }).click();
    await expect(reading).toHaveText('1.234 kg');
    await expect(reading).toHaveAttribute('data-state', 'stable');
    await shoot(page, 'scale-settings-stable-zh');

    // Unplugged mid-parcel: not connected, said as such.
    await scaleStandIn.unplug();
    await expect(reading).toContainText('电子秤未连接');
    await expect(reading).toHaveAttribute('data-state', 'gone');
    await shoot(page, 'scale-settings-gone-zh');

    // The same in English, after the scale is plugged back in.
    await scaleStandIn.plugIn();
    scaleStandIn.load({ grams: 2500 });
    await desk.call('settings.update', { language: 'en' });
    await page.reload();
    await page.keyboard.press('Alt+6');
    const en = page.locator('section', { has: page.locator('#settings-scale-heading') });
    await en.getByLabel('Port', { exact: true }).fill(scaleStandIn.port);
    await en.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(en.locator('#settings-scale-reading')).toHaveText('2.500 kg');
    await shoot(page, 'scale-settings-stable-en');
    await scaleStandIn.unplug();
    await expect(en.locator('#settings-scale-reading')).toContainText('The scale is not connected');
    await shoot(page, 'scale-settings-gone-en');
    await en.getByRole('button', { name: 'Stop test' }).click();
    await expect(en.locator('#settings-scale-reading')).toHaveText('The scale is off');
  } finally {
    await desk.call('scale.testEnd', {});
    await desk.call('settings.update', { scale: held.scale, language: held.language });
  }
});
