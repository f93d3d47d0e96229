import { expect, test } from './fixtures/desk';

/*
 * Settings round trip: values saved in the UI survive a reload; sender limits hold as the seller types;
 * a refused value is shown on its field and nothing typed is lost. Restores what it changed.
 */

test('settings survive a reload; sender limits are enforced as typed', async ({ page, desk }) => {
  const original = await desk.call('settings.get', {});
  try {
    await page.keyboard.press('Alt+6');
    await expect(page.getByRole('heading', { name: '设置', level: 1 })).toBeVisible();
    await expect(page.getByTestId('token-state')).toContainText('已设置令牌：••••oken');

    await page.getByLabel('默认模板地址').fill('https://cloudprint.example/template/standard/202');
    await page.getByLabel('默认快递公司').selectOption('SF');
    await page.getByLabel('面单尺寸').selectOption('76x130');
    await expect(page.getByText('有未保存的修改')).toBeVisible();
    await page.getByRole('button', { name: '保存设置' }).click();
    await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();

    // A sender: the province stops at 19 characters (the spec's "shorter than 20"), Chinese counted as 1.
    await page.getByRole('button', { name: '+ 添加寄件人' }).click();
    const editor = page.getByRole('form', { name: '添加寄件人' });
    await editor.getByLabel('地址名称（例如 A 仓）').fill('E2E 二号仓');
    await editor.getByLabel('姓名 *').fill('王五');
    await editor.getByLabel('手机').fill('13700001234');
    await editor.getByLabel('省 *').fill('');
    await editor.getByLabel('省 *').pressSequentially('新疆维吾尔自治区新疆维吾尔自治区新疆维吾尔自治区');
    await expect(editor.getByLabel('省 *')).toHaveValue('新疆维吾尔自治区新疆维吾尔自治区新疆维');
    await expect(editor.getByText('19 / 19')).toBeVisible();
    await editor.getByLabel('省 *').fill('新疆维吾尔自治区');
    await editor.getByLabel('市').fill('乌鲁木齐市');
    await editor.getByLabel('详细地址 *').fill('北京南路 1 号');
    await page.screenshot({ path: test.info().outputPath('settings-sender-editor.png'), fullPage: true });
    await editor.getByRole('button', { name: '保存寄件人' }).click();
    const senders = page.getByRole('list', { name: '寄件地址' });
    await expect(senders).toContainText('E2E 二号仓');
    await expect(senders).toContainText('新疆维吾尔自治区 乌鲁木齐市 北京南路 1 号');

    // A custom gateway URL that is not one: refused on its field, the typed text kept; then undone.
    await page.getByRole('radio', { name: '自定义网关地址' }).check();
    await page.getByLabel('网关地址', { exact: true }).fill('not a url');
    await page.getByRole('button', { name: '保存设置' }).click();
    await expect(page.getByLabel('网关地址', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('网关地址', { exact: true })).toHaveValue('not a url');
    await page.screenshot({ path: test.info().outputPath('settings-bad-url.png'), fullPage: true });
    await page.getByRole('button', { name: '撤销修改' }).click();
    if (original.gateway.mode === 'custom') {
      await expect(page.getByLabel('网关地址', { exact: true })).toHaveValue(original.gateway.baseUrl);
    } else {
      await expect(page.getByRole('radio', { name: '内置沙箱（由工具台启动）' })).toBeChecked();
    }

    await page.reload();
    await page.keyboard.press('Alt+6');
    await expect(page.getByLabel('默认模板地址')).toHaveValue(
      'https://cloudprint.example/template/standard/202',
    );
    await expect(page.getByLabel('默认快递公司')).toHaveValue('SF');
    await expect(page.getByLabel('面单尺寸')).toHaveValue('76x130');
    await expect(page.getByRole('list', { name: '寄件地址' })).toContainText('E2E 二号仓');
    await page.screenshot({ path: test.info().outputPath('settings-after-reload.png'), fullPage: true });

    // The saved values reach the Fetch dialog as its starting point.
    const saved = await desk.call('settings.get', {});
    expect(saved).toMatchObject({
      defaultCarrier: 'SF',
      labelSize: '76x130',
    });
    await page.getByRole('button', { name: '删除寄件人 E2E 二号仓' }).click();
    await expect(page.getByRole('list', { name: '寄件地址' })).not.toContainText('E2E 二号仓');
  } finally {
    await desk.call('settings.update', {
      gateway: original.gateway,
      defaultCarrier: original.defaultCarrier,
      templateUrl: original.templateUrl,
      labelSize: original.labelSize,
      orderChannelsType: original.orderChannelsType,
      senders: original.senders,
      defaultSenderId: original.defaultSenderId,
    });
  }
});
