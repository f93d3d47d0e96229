import { expect, test } from './fixtures/desk';
import { startEachTestOnGatewayPages } from './fixtures/orders-view';

/*
 * The money flow at its worst: the gateway issues (and charges) waybills, but its answer never reaches the desk.
 * The dialog says the outcome is unknown and offers no retry; the orders show it; a re-fetch is blocked; the seller
 * checks and resolves it on the Waybills screen, after which the orders are free again. The answer is lost by the
 * sandbox's fault injection (the connection is dropped after the sandbox committed).
 */

// The gateway's own pages (charged): the view these checks are about.
startEachTestOnGatewayPages();

const sandboxJson = async <T>(url: string, init?: RequestInit): Promise<T> =>
  ((await (await fetch(url, init)).json()) as { data: T }).data;

test('a fetch whose answer is lost: shown as unknown, never retried, resolved by the seller', async ({
  page,
  desk,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const sns = [1, 2].map((i) => `E2E-LOST-${stamp}-${i}`);
  await sandboxJson(`${desk.sandboxUrl}/sandbox/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      owner_id: 'demo-owner',
      orders: sns.map((order_sn) => ({ order_sn, order_status: 1 })),
    }),
  });
  const state = () =>
    sandboxJson<{ waybillsIssued: number }>(
      `${desk.sandboxUrl}/sandbox/state?token=${encodeURIComponent(desk.token)}`,
    );
  const issuedBefore = (await state()).waybillsIssued;

  await page.getByRole('button', { name: /重新加载/ }).click();
  for (const sn of sns) await page.getByRole('checkbox', { name: `选择订单 ${sn}` }).check();
  await page.getByRole('button', { name: '取运单号（2）' }).click();
  const dialog = page.getByRole('dialog', { name: '为 2 个订单取运单号' });

  const faults = `${desk.sandboxUrl}/sandbox/faults`;
  await sandboxJson(faults, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ endpoint: 'fetchWaybills', drop: true, times: 1 }),
  });
  try {
    await dialog.getByRole('button', { name: '取 2 个运单号' }).click();
    await expect(dialog).toContainText('结果未知 — 可能已扣费，不会自动重发');
  } finally {
    await sandboxJson(faults, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clear: true }),
    });
  }
  // The gateway did issue both; the desk must not offer to send the fetch again.
  expect((await state()).waybillsIssued - issuedBefore).toBe(2);
  await expect(dialog.getByRole('button', { name: /重试/ })).toHaveCount(0);
  // The desk's own words, not dressed up as a gateway answer with an empty code.
  await expect(dialog).not.toContainText('网关返回');
  await page.screenshot({ path: test.info().outputPath('outcome-unknown-dialog.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const rowOf = (sn: string) =>
    page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `选择订单 ${sn}` }) });
  for (const sn of sns) await expect(rowOf(sn)).toContainText('取号结果未知');
  await page.screenshot({ path: test.info().outputPath('outcome-unknown-orders.png'), fullPage: true });

  // A plain re-fetch is refused until the seller decides: nothing is sent, nothing charged.
  const refused = await desk
    .call('waybills.fetch', {
      orderSns: [sns[0]!],
      cpCode: 'YTO',
      sender: {
        name: '张三',
        mobile: '13800000000',
        address: { province: '浙江省', detail: '文一西路 969 号' },
      },
      templateUrl: 'https://cloudprint.example/template/standard/101',
    })
    .then(
      () => 'fetched',
      (e: unknown) => String(e),
    );
  expect(refused).toContain('"kind":"duplicate-waybill"');
  // (A desk's name follows: the desk whose fetch it was.)
  expect(refused).toContain(`{"orderSn":"${sns[0]}","liveWaybillCodes":[],"outcomeUnknown":true,"desk":`);
  expect((await state()).waybillsIssued - issuedBefore).toBe(2);

  await page.keyboard.press('Alt+2');
  const intents = page.getByRole('region', { name: '结果未知的取号' });
  await expect(intents).toContainText(sns[0]!);
  await page.screenshot({ path: test.info().outputPath('outcome-unknown-waybills.png') });
  // Other specs of this worker's desk may have left unknown fetches of their own: this one is resolved.
  const ours = intents.getByRole('listitem').filter({ hasText: sns[0]! });
  await ours.getByRole('button', { name: '确认未出单…' }).click();
  const confirm = page.getByRole('dialog', { name: '将这次取号标记为未出单？' });
  await expect(confirm).toContainText('请先在快递公司或网关后台核实');
  await confirm.getByRole('button', { name: '我已核实：没有出单' }).click();
  await expect(ours).toHaveCount(0);

  await page.keyboard.press('Alt+1');
  await page.getByRole('button', { name: /重新加载/ }).click();
  for (const sn of sns) await expect(rowOf(sn)).not.toContainText('取号结果未知');
});
