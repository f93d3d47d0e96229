import { expect, test, type Desk } from './fixtures/desk';
import { issueWaybills } from './fixtures/issue-waybills';

/*
 * Recycle 150 waybills from the Waybills screen, against the sandbox over HTTP. Setup goes through the desk's
 * own channels (orders → fetch, 10 per call) so it is quick; 12 of the waybills are recycled beforehand
 * straight at the sandbox with the demo token, so the desk's attempt gets the gateway's per-entry code 0
 * "already recycled" for them. The run: confirm with count and charge → progress → per-waybill results →
 * the failures stay selected. The waybills use carrier SF and the oldest orders, so other specs' orders stay
 * untouched in this worker's shared desk.
 */

const CARRIER = 'SF';
const COUNT = 150;
const FAIL_EVERY = 12;

/** Recycles these codes directly at the gateway, behind the desk's back. */
const recycleAtGateway = async (desk: Desk, codes: string[]): Promise<void> => {
  const res = await fetch(`${desk.sandboxUrl}/papi/tool/erps/ks-cancel-waybill`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${desk.token}` },
    body: JSON.stringify({
      params: codes.map((code) => ({
        wp_code: CARRIER,
        waybill_code: code,
        owner_id: 'demo-owner',
        platform: '1',
      })),
    }),
  });
  const body = (await res.json()) as { code: number; data: { result: Array<{ code: number }> } };
  expect(body.code).toBe(0);
  expect(body.data.result.every((r) => r.code === 1)).toBe(true);
};

const sandboxFault = (desk: Desk, rule: object | null) =>
  fetch(`${desk.sandboxUrl}/sandbox/faults`, {
    method: rule ? 'POST' : 'DELETE',
    headers: { 'content-type': 'application/json' },
    ...(rule ? { body: JSON.stringify(rule) } : {}),
  });

test('recycle 150 waybills: progress, per-waybill results with order numbers, void ones told apart', async ({
  page,
  desk,
}, testInfo) => {
  test.setTimeout(120_000);
  const issued = await issueWaybills(desk, { count: COUNT, carrier: CARRIER });
  const failing = issued.filter((_, i) => i % FAIL_EVERY === 5);
  await recycleAtGateway(
    desk,
    failing.map((w) => w.code),
  );

  await page.keyboard.press('Alt+2');
  const screen = page.getByRole('main');
  await expect(screen.getByRole('heading', { name: '运单', level: 1 })).toBeVisible();
  await screen.getByLabel('快递公司').selectOption(CARRIER);
  await screen.getByLabel('面单状态').selectOption('live');
  await expect(screen.getByTestId('matching-count')).toHaveText(/^150/);
  await page.screenshot({ path: testInfo.outputPath('waybills-filtered.png'), fullPage: true });

  await screen.getByRole('button', { name: '全选符合筛选的 150 条' }).click();
  await expect(screen.getByTestId('selected-count')).toHaveText(/^150/);
  await screen.getByRole('button', { name: /回收所选 150 条/ }).click();

  const confirm = page.getByRole('dialog', { name: '回收 150 条面单？' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByTestId('recycle-count')).toContainText('150');
  // The charge is said before it runs, once: 2 calls of up to 100 → at most 2 points.
  await expect(confirm).toContainText('最多扣 2 积分');
  await expect(confirm.getByText(/积分/)).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('recycle-confirm.png'), fullPage: true });

  // Hold one of the two gateway calls back so the progress between them can be seen.
  await sandboxFault(desk, { endpoint: 'recycleWaybills', delayMs: 2500, times: 1 });
  try {
    await confirm.getByRole('button', { name: '回收 150 条面单' }).click();
    const running = page.getByRole('dialog', { name: '正在回收 150 条面单…' });
    const bar = running.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuemax', '150');
    // One call answered, the other still held: "100 / 150" or "50 / 150", with the split shown.
    await expect(bar).toHaveAttribute('aria-valuetext', /^(50|100) \/ 150$/);
    await expect(running).toContainText(/\d+ 条已回收/);
    await page.screenshot({ path: testInfo.outputPath('recycle-progress.png'), fullPage: true });
  } finally {
    await sandboxFault(desk, null);
  }

  const done = page.getByRole('dialog', { name: '回收完成' });
  await expect(done).toBeVisible({ timeout: 15_000 });
  await expect(done).toContainText(`${COUNT - failing.length} 条已回收`);
  // Recycled behind the desk's back: the gateway says so, and the desk calls them void, not failed.
  await expect(done).toContainText(`${failing.length} 条早已作废`);
  await expect(done).toContainText('0 条失败');
  await expect(done).toContainText('本次花费 2 积分');
  await expect(done.getByRole('button', { name: /重试/ })).toHaveCount(0);
  const results = done.getByRole('table', { name: '回收结果' });
  const voidRows = results.locator('tr[data-outcome="already-void"]');
  await expect(voidRows).toHaveCount(failing.length);
  await expect(results.locator('tr[data-outcome="ok"]')).toHaveCount(COUNT - failing.length);
  // Each is one of the waybills recycled behind the desk's back, in the desk's words, with its order number.
  const voidTexts = await voidRows.allTextContents();
  for (const w of failing)
    expect(voidTexts.some((t) => t.includes(w.code) && t.includes('早已作废'))).toBe(true);
  await expect(results).not.toContainText('already recycled');
  await expect(results.getByRole('columnheader', { name: '订单号' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('recycle-results.png'), fullPage: true });

  await done.getByRole('button', { name: '关闭' }).click();
  await expect(done).toBeHidden();
  // Nothing failed: the selection is empty.
  await expect(screen.getByTestId('selected-count')).toHaveText(/^0/);
  // None is live any more: the desk recycled 137, and the gateway said the other 13 were void already.
  await expect(screen.getByTestId('matching-count')).toHaveText(/^0/);
  await screen.getByLabel('面单状态').selectOption('recycled');
  await expect(screen.getByTestId('matching-count')).toHaveText(/^150/);
  const grid = screen.getByRole('grid');
  await expect(grid.getByRole('checkbox').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('waybills-after-recycle.png'), fullPage: true });

  // The ledger agrees: every one of them is void, the 13 with the gateway's words.
  const after = await desk.call('waybills.list', {
    filter: { cpCode: CARRIER, status: 'recycled' },
    offset: 0,
    limit: 500,
  });
  expect(after.total).toBe(COUNT);
  const voidAtGateway = after.rows.filter((r) => r.lastRecycleError !== null).map((r) => r.waybillCode);
  expect(voidAtGateway.sort()).toEqual(failing.map((w) => w.code).sort());
});

test('recycling a selection with waybills void already: only live ones counted, sent and charged', async ({
  page,
  desk,
}, testInfo) => {
  const issued = await issueWaybills(desk, { count: 5, carrier: 'EMS' });
  // Two of them recycled through the desk first: the ledger knows they are void.
  await desk.call('waybills.recycle', { ids: issued.slice(0, 2).map((w) => w.id) });

  await page.keyboard.press('Alt+2');
  const screen = page.getByRole('main');
  await screen.getByLabel('快递公司').selectOption('EMS');
  await expect(screen.getByTestId('matching-count')).toHaveText(/^5/);
  await screen.getByRole('button', { name: '全选符合筛选的 5 条' }).click();
  await screen.getByRole('button', { name: /回收所选 5 条/ }).click();

  const confirm = page.getByRole('dialog', { name: '回收 3 条面单？' });
  await expect(confirm.getByTestId('recycle-count')).toHaveText('将在快递公司作废 3 条有效面单。');
  await expect(confirm.getByTestId('recycle-void')).toContainText('另有 2 条已经作废，不会再发送');
  await expect(confirm.getByText(/积分/)).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('recycle-confirm-void.png') });
  await confirm.getByRole('button', { name: '回收 3 条面单' }).click();

  const done = page.getByRole('dialog', { name: '回收完成' });
  await expect(done).toContainText('3 条已回收');
  await expect(done).toContainText('2 条早已作废');
  await expect(done).toContainText('0 条失败');
  await expect(done.getByRole('button', { name: /重试/ })).toHaveCount(0);
  const rows = done.getByRole('table', { name: '回收结果' }).getByRole('row');
  for (const w of issued) await expect(rows.filter({ hasText: w.code })).toContainText(w.orderSn);
  await expect(done).not.toContainText('already');
  await page.screenshot({ path: testInfo.outputPath('recycle-results-void.png') });
});
