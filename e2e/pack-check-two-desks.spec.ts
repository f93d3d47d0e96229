import { expect, test } from '@playwright/test';
import { DEMO_TOKEN } from '../sandbox/fixtures';
import { findPostgresBin } from '../scripts/pg-cluster.mjs';
import { openCheckFor, openPackCheck, runEan13 } from './fixtures/goods-barcodes';
import { addSandboxOrders, sandboxBooks } from './fixtures/sandbox-books';
import { scanWithPresetProfile } from './fixtures/scan-settings';
import { scan, shoot } from './fixtures/scanner';
import { sharedLedgerDesks } from './fixtures/shared-ledger';

/*
 * The pack check on two desks sharing one PostgreSQL ledger (two web hosts, one private cluster, one sandbox over
 * HTTP): desk A binds an unknown barcode to an order's goods at its first scan (Enter = yes); desk B, already open,
 * counts the same barcode for another order of those goods at once, without asking, and its Settings › Goods
 * barcodes lists the binding as desk A's. What it cost is read from the sandbox's own books: the order book's
 * pages the seller confirmed and one waybill per label, nothing more.
 */

const stamp = Date.now().toString(36).toUpperCase();
const GOODS = { goods_name: `紫砂壶 ${stamp}`, goods_spec: '250毫升 朱泥' };
const ONE = `PCK2D-${stamp}-1`;
const TWO = `PCK2D-${stamp}-2`;
const EAN = runEan13(21);

test.describe('the pack check on two desks, one shared ledger', () => {
  test.skip(!findPostgresBin(), 'no PostgreSQL server binaries (Debian: apt-get install postgresql)');
  const { openDesk, sandboxUrl } = sharedLedgerDesks('desk-e2e-pack2-');

  test("desk B counts a barcode desk A bound, without asking, and lists it as desk A's", async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const books = { sandboxUrl: sandboxUrl(), token: DEMO_TOKEN };
    await addSandboxOrders(books, [
      { order_sn: ONE, order_status: 1, ...GOODS, goods_count: 1, receiver_address: `南山路 ${stamp}-1 号` },
      { order_sn: TWO, order_status: 1, ...GOODS, goods_count: 2, receiver_address: `北山路 ${stamp}-2 号` },
    ]);
    const start = await sandboxBooks(books);
    const a = await openDesk(browser, 'desk A');
    const b = await openDesk(browser, 'desk B');
    // The shared order book, bought once by desk A: the pages the seller confirmed.
    const synced = await a.desk.call('orders.sync', { confirmPoints: 20 });
    expect(synced).toMatchObject({ complete: true });
    expect(synced.charged).toBe(synced.pages);
    // Fresh desks, stopped with their data dirs after the block: nothing to put back.
    await scanWithPresetProfile(a.desk);
    await scanWithPresetProfile(b.desk);
    await openPackCheck(a.page);
    await openPackCheck(b.page);

    // Desk A: the goods have no barcode yet; the first one scanned asks to bind, Enter says yes, the label prints.
    const panelA = a.page.getByTestId('check-panel');
    await openCheckFor(a.page, ONE);
    await expect(panelA).toContainText(GOODS.goods_name);
    await expect(panelA.getByTestId('check-line')).toContainText('未绑定条码');
    await expect(panelA.getByTestId('check-count')).toHaveText('0 / 1');
    await scan(a.page, EAN);
    await expect(panelA.getByTestId('check-prompt')).toContainText(
      `把条码 ${EAN} 绑定到「${GOODS.goods_name} · ${GOODS.goods_spec}」？`,
    );
    await shoot(a.page, testInfo, 'pack2-desk-a-bind');
    await a.page.keyboard.press('Enter');
    await expect(a.page.getByTestId('scan-card')).toContainText('已送打印 — 新面单');

    // Desk B, open all along: another order of the same goods knows the barcode; it counts at once, no question.
    const panelB = b.page.getByTestId('check-panel');
    await openCheckFor(b.page, TWO);
    await expect(panelB).toContainText(GOODS.goods_name);
    await expect(panelB.getByTestId('check-count')).toHaveText('0 / 2');
    await expect(panelB.getByTestId('check-line')).not.toContainText('未绑定条码');
    await scan(b.page, EAN);
    await expect(panelB.getByTestId('check-note')).toHaveText(`已核对 ${EAN}`);
    await expect(panelB.getByTestId('check-count')).toHaveText('1 / 2');
    await expect(panelB.getByTestId('check-prompt')).toHaveCount(0);
    await shoot(b.page, testInfo, 'pack2-desk-b-counts');
    await scan(b.page, EAN);
    await expect(b.page.getByTestId('scan-card')).toContainText('已送打印 — 新面单');
    await expect(b.page.getByTestId('check-prompt')).toHaveCount(0);

    // One label per order, each checked, by the desk that checked it.
    const [labelOne] = (await b.desk.call('waybills.list', { filter: { text: ONE } })).rows;
    const [labelTwo] = (await b.desk.call('waybills.list', { filter: { text: TWO } })).rows;
    expect(labelOne).toMatchObject({ dialogCount: 1, desk: 'desk A', checked: true });
    expect(labelTwo).toMatchObject({ dialogCount: 1, desk: 'desk B', checked: true });

    // Desk B's Settings › Goods barcodes lists the binding, made at desk A.
    await b.page.keyboard.press('Alt+6');
    const section = b.page.getByRole('region', { name: '商品条码' });
    await section.getByRole('searchbox', { name: '搜索条码、商品名或规格' }).fill(EAN);
    const row = section.getByTestId('barcodes-table').locator('tr', { hasText: EAN });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(GOODS.goods_name);
    await expect(row).toContainText(GOODS.goods_spec);
    await expect(row).toContainText('desk A');
    await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shoot(b.page, testInfo, 'pack2-desk-b-barcodes');

    // Exactly what the seller asked for: the confirmed pages and two labels, one point each.
    const end = await sandboxBooks(books);
    expect(end.waybillsIssued - start.waybillsIssued).toBe(2);
    expect(start.points - end.points).toBe(synced.charged + 2);
  });
});
