import { expect, test } from './fixtures/desk';

/*
 * Settings › Shared ledger refuses an address that would connect elsewhere than it shows or carry a secret: a
 * parameter the desk does not take is named, a password in the address is sent to the Password field, port 0 is
 * out of range; each said under the address in the seller's language, and nothing is saved.
 */

const hostile = [
  {
    url: 'postgres://desk@127.0.0.1:5432/shop?host=169.254.169.254',
    zh: '不接受参数“host”',
    en: 'The parameter “host” is not taken',
  },
  {
    url: 'postgres://desk@db.lan:5432/shop?password=Sesame-42',
    zh: '地址中不能写密码：请填在“密码”一栏',
    en: 'Must not hold the password: type it in the Password field',
  },
  {
    url: 'postgres://desk@db.lan:5432/shop?sslrootcert=/etc/shadow',
    zh: '不接受参数“sslrootcert”',
    en: 'The parameter “sslrootcert” is not taken',
  },
  { url: 'postgres://desk@db.lan:0/shop', zh: '1 到 65535', en: 'from 1 to 65535' },
] as const;

test('a ledger address with a foreign parameter, a password or port 0 is refused by name and not saved', async ({
  page,
  desk,
}) => {
  const original = await desk.call('settings.get', {});
  try {
    for (const language of ['zh-CN', 'en'] as const) {
      await desk.call('settings.update', { language });
      await page.reload();
      await page.keyboard.press('Alt+6');
      const heading = language === 'en' ? 'Shared ledger' : '共享账本';
      const section = page.getByRole('region', { name: heading });
      const address = section.getByLabel(language === 'en' ? 'Server address' : '服务器地址');
      for (const [i, { url, zh, en }] of hostile.entries()) {
        await address.fill(url);
        await section.getByRole('button', { name: language === 'en' ? 'Save' : '保存', exact: true }).click();
        // Said on the address field itself, in the seller's language.
        await expect(section.locator('#settings-shared-ledger-url-error')).toContainText(
          language === 'en' ? en : zh,
        );
        await expect(section).not.toContainText('Sesame-42');
        if (i < 2) {
          await page.setViewportSize(i === 0 ? { width: 1440, height: 900 } : { width: 1280, height: 720 });
          await section.scrollIntoViewIfNeeded();
          await page.screenshot({ path: test.info().outputPath(`ledger-address-${language}-${i}.png`) });
        }
      }
      expect(await desk.call('ledger.shared.get', {})).toMatchObject({ url: '', hasPassword: false });
    }
  } finally {
    await desk.call('settings.update', { language: original.language });
  }
});
