import { expect, test } from './fixtures/desk';

/*
 * Settings › Print profiles: a label printer connection with a user and password, or a host hiding control or
 * direction characters, is refused on saving by the desk's one printer-address parser, in the seller's language;
 * the password is never repeated on screen and nothing of it is kept in the settings.
 */

const PASSWORD = 'Sesame/42';
const WORDS = {
  'zh-CN': {
    section: '打印配置',
    field: '100 × 150 毫米 的标签打印机连接',
    save: '保存打印配置',
    password: '打印机地址中不能写用户名或密码',
    host: '打印机主机须为主机名',
  },
  en: {
    section: 'Print profiles',
    field: 'Label printer connection for 100 × 150 mm',
    save: 'Save print profiles',
    password: 'a printer address holds no user name or password',
    host: 'the printer host must be a host name',
  },
} as const;

test('a printer connection with a password or a hidden host character is refused, never repeated, not kept', async ({
  page,
  desk,
}) => {
  const original = await desk.call('settings.get', {});
  try {
    for (const [n, language] of (['zh-CN', 'en'] as const).entries()) {
      const words = WORDS[language];
      await desk.call('settings.update', { language });
      await page.setViewportSize(n === 0 ? { width: 1440, height: 900 } : { width: 1280, height: 720 });
      await page.reload();
      await page.keyboard.press('Alt+6');
      const section = page.getByRole('region', { name: words.section });
      const field = section.getByRole('textbox', { name: words.field });

      await field.fill(`ipp://admin:${PASSWORD}@cups.lan:631/printers/label`);
      await section.getByRole('button', { name: words.save }).click();
      await expect(section).toContainText(words.password);
      await expect(section).not.toContainText('Sesame');
      await field.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`printer-password-${language}.png`) });

      await field.fill('socket://\u202eprinter.lan:9100?language=tspl');
      await section.getByRole('button', { name: words.save }).click();
      await expect(section).toContainText(words.host);
      await page.screenshot({ path: test.info().outputPath(`printer-host-${language}.png`) });

      expect(JSON.stringify(await desk.call('settings.get', {}))).not.toMatch(/Sesame|\u202e/);
    }
  } finally {
    await desk.call('settings.update', {
      language: original.language,
      printProfiles: original.printProfiles,
    });
  }
});
