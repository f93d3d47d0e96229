import { expect, test } from './fixtures/desk';

/*
 * In-mall push through the real UI against the sandbox: rows of item id + account (the warning above 2),
 * one of the four named kinds, the balance note, and the result. The push deducts the account balance
 * (DECISIONS C2: 5 points per item), which the sandbox's account state shows.
 */

const pointsLeft = async (sandboxUrl: string, token: string): Promise<number> => {
  const res = await fetch(`${sandboxUrl}/sandbox/state?token=${encodeURIComponent(token)}`);
  const body = (await res.json()) as { data: { points: number } };
  return body.data.points;
};

test('push three items with a chosen kind: warned above 2, balance deducted, result shown', async ({
  page,
  desk,
}, testInfo) => {
  await page.keyboard.press('Alt+5');
  const screen = page.getByRole('main');
  await expect(screen.getByRole('heading', { name: '站内推送', level: 1 })).toBeVisible();
  await expect(screen.getByRole('note')).toContainText('扣除账户余额');
  for (const kind of ['魔方（超级推荐）', '拼团推送', '云主题推送', '短视频全屏上下滑']) {
    await expect(screen.getByRole('radio', { name: new RegExp(kind) })).toBeVisible();
  }

  // A wrong row is refused in the form, naming the row and field; nothing is sent.
  await screen.getByLabel('第 1 行商品 ID').fill('12ab');
  await screen.getByRole('button', { name: '推送 1 个商品' }).click();
  await expect(screen.getByText('第 1 行 · 商品 ID 只能是数字。')).toBeVisible();
  await expect(screen.getByText('第 1 行 · 账号必填。')).toBeVisible();
  await expect(screen.getByText('推送类型：请从四种中选择一种。')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('push-refused.png'), fullPage: true });

  const before = await pointsLeft(desk.sandboxUrl, desk.token);
  await screen.getByLabel('第 1 行商品 ID').fill('512345678901');
  await screen.getByLabel('第 1 行账号').fill('demo-account');
  await screen.getByRole('button', { name: /添加一行/ }).click();
  await expect(screen.getByText(/建议每次最多 2 个/)).toBeHidden();
  await screen.getByLabel('第 2 行商品 ID').fill('512345678902');
  await screen.getByRole('button', { name: /添加一行/ }).click();
  await screen.getByLabel('第 3 行商品 ID').fill('512345678903');
  // The account carries down to new rows.
  await expect(screen.getByLabel('第 3 行账号')).toHaveValue('demo-account');
  await expect(screen.getByText('3 个商品：建议每次最多 2 个', { exact: false })).toBeVisible();
  await screen.getByRole('radio', { name: /拼团推送/ }).check();
  await page.screenshot({ path: testInfo.outputPath('push-form.png'), fullPage: true });

  await screen.getByRole('button', { name: '推送 3 个商品' }).click();
  // Asked once, with what it deducts, before anything is sent.
  const confirm = page.getByRole('dialog', { name: '推送 3 个商品？' });
  await expect(confirm).toContainText('从账户余额中扣费');
  await expect(confirm.getByRole('list', { name: '要推送的商品' }).getByRole('listitem')).toHaveCount(3);
  expect(await pointsLeft(desk.sandboxUrl, desk.token)).toBe(before);
  await page.screenshot({ path: testInfo.outputPath('push-confirm.png'), fullPage: true });
  await confirm.getByRole('button', { name: '确认推送 3 个商品' }).click();
  const result = screen.getByRole('status').filter({ hasText: '已推送 3 个商品' });
  await expect(result).toBeVisible();
  await expect(result).toContainText(
    '拼团推送：512345678901 → demo-account, 512345678902 → demo-account, 512345678903 → demo-account',
  );
  // The rows are cleared: a second click cannot push (and pay for) the same items again.
  await expect(screen.getByLabel('第 1 行商品 ID')).toHaveValue('');
  await expect(screen.getByLabel('第 2 行商品 ID')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('push-done.png'), fullPage: true });
  // A new attempt with a mistake shows only its own errors: the old success goes.
  await screen.getByRole('button', { name: '推送 1 个商品' }).click();
  await expect(screen.getByText('第 1 行 · 商品 ID 必填。')).toBeVisible();
  await expect(screen.getByRole('status').filter({ hasText: '已推送' })).toHaveCount(0);

  // The balance went down by the sandbox's 5 points per item (C2).
  expect(before - (await pointsLeft(desk.sandboxUrl, desk.token))).toBe(15);
  // The gateway reports no amount: the day's figures say so instead of leaving the push out.
  await expect(page.getByTestId('charges-unreported')).toContainText('推送：已扣余额，金额未报告 ×1');
  const charges = await desk.call('account.charges', {});
  expect(charges.unreported.today).toBe(1);
});
