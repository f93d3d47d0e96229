import { expect, test, type Page } from '@playwright/test';
import { DEMO_TOKEN } from '../sandbox/fixtures';
import { findPostgresBin } from '../scripts/pg-cluster.mjs';
import {
  startRawPrinterStandIn,
  type RawPrinterStandIn,
} from '../electron/features/printing/testing/raw-printer-stand-in';
import { addSandboxOrders, awaitingOrders, sandboxBooks } from './fixtures/sandbox-books';
import { scan, shoot } from './fixtures/scanner';
import { sharedLedgerDesks, type SharedLedgerDesk } from './fixtures/shared-ledger';

/*
 * The handover on two desks sharing one PostgreSQL ledger (two web hosts, one private cluster, one sandbox over
 * HTTP), through their screens: both desks scan into one batch; a parcel read on both counts once; a waybill
 * recycled on desk B while the batch is open turns red in desk A's batch view at once and at its next scan there,
 * and the batch cannot close with it; closed on desk B, the batch shows closed on desk A, and its parcels go in no
 * second batch. Labels print for real to a raw label printer stand-in (the ledger knows them printed). The cost is
 * read from the sandbox's books: the pages the seller confirmed, one waybill per parcel and the recycle, nothing more.
 */

const stamp = Date.now().toString(36).toUpperCase();
const ORDERS = [1, 2, 3, 4].map((i) => `HO2D-${stamp}-${i}`);
const SIZE = '100x150';

const countOf = (page: Page) => page.getByRole('main').getByTestId('handover-count');
const answerOf = (page: Page) => page.getByTestId('handover-answer');
const rowOf = (page: Page, code: string) =>
  page.getByRole('table', { name: '本批包裹' }).locator(`tr[data-waybill-code="${code}"]`);

/** Desk A fetches one ZTO waybill per order and prints them on the stand-in, until the ledger counts each printed. */
const fetchAndPrint = async (a: SharedLedgerDesk, printer: RawPrinterStandIn) => {
  const settings = await a.desk.call('settings.get', {});
  const profile = settings.senders.find((s) => s.id === settings.defaultSenderId) ?? settings.senders[0];
  const { id: _id, label: _label, ...sender } = profile!;
  const out = await a.desk.call('waybills.fetch', {
    orderSns: ORDERS,
    cpCode: 'ZTO',
    sender,
    templateUrl: settings.templateUrl,
  });
  const waybills = out.results.map((r) => {
    if (!r.ok || r.waybillId === undefined || !r.waybillCode) throw new Error(`fetch failed: ${r.error}`);
    return { id: r.waybillId, code: r.waybillCode };
  });
  const connection = `socket://127.0.0.1:${printer.port}?language=tspl&dpi=203`;
  await a.desk.call('settings.update', {
    printProfiles: {
      ...settings.printProfiles,
      [SIZE]: { printer: null, offsetXMm: 0, offsetYMm: 0, copies: 1, connection },
    },
  });
  const ids = waybills.map((w) => w.id);
  await a.desk.call('labels.print', { ids, size: SIZE });
  await expect
    .poll(
      async () => {
        const { rows } = await a.desk.call('waybills.list', { filter: { text: `HO2D-${stamp}` }, limit: 10 });
        return rows.filter((r) => r.printedCount > 0).length;
      },
      { timeout: 60_000 },
    )
    .toBe(ids.length);
  return waybills;
};

test.describe('the handover on two desks, one shared ledger', () => {
  test.skip(!findPostgresBin(), 'no PostgreSQL server binaries (Debian: apt-get install postgresql)');
  const { openDesk, sandboxUrl } = sharedLedgerDesks('desk-e2e-handover2-');
  let printer: RawPrinterStandIn | undefined;
  test.afterAll(async () => {
    await printer?.close();
  });

  test('one batch scanned on both desks: counted once, a recycle on B red on A, closed on B shows closed on A', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    printer = await startRawPrinterStandIn();
    const books = { sandboxUrl: sandboxUrl(), token: DEMO_TOKEN };
    await addSandboxOrders(books, awaitingOrders(ORDERS));
    const start = await sandboxBooks(books);
    const a = await openDesk(browser, 'desk A');
    const b = await openDesk(browser, 'desk B');
    const synced = await a.desk.call('orders.sync', { confirmPoints: 20 });
    expect(synced).toMatchObject({ complete: true });
    // Fresh desks, stopped with their data dirs after the block: nothing to put back.
    const [w1, w2, w3, w4] = await fetchAndPrint(a, printer);

    // Desk A opens a batch; its first scan chooses the carrier.
    await a.page.keyboard.press('Alt+8');
    await a.page.getByRole('main').getByRole('button', { name: '开始新批次' }).click();
    await expect(a.page.getByTestId('handover-batch')).toContainText('快递待定');
    await scan(a.page, w1!.code);
    await expect(a.page.getByTestId('handover-batch')).toContainText('中通快递 ZTO');
    await scan(a.page, w3!.code);
    await expect(countOf(a.page)).toHaveText('2');

    // Desk B scans into the same open batch; the parcel desk A scanned already is not counted twice.
    await b.page.keyboard.press('Alt+8');
    await expect(b.page.getByTestId('handover-batch')).toContainText('中通快递 ZTO');
    await expect(countOf(b.page)).toHaveText('2');
    await scan(b.page, w2!.code);
    await expect(countOf(b.page)).toHaveText('3');
    await scan(b.page, w1!.code);
    await expect(answerOf(b.page)).toContainText('已扫描');
    await expect(countOf(b.page)).toHaveText('3');
    await expect(countOf(a.page)).toHaveText('3');
    await expect(rowOf(a.page, w2!.code)).toContainText('desk B');

    // Desk B recycles a waybill of the open batch: red in desk A's batch view at once, red at its next scan there.
    expect(await b.desk.call('waybills.recycle', { ids: [w3!.id] })).toMatchObject({ succeeded: 1 });
    await expect(rowOf(a.page, w3!.code)).toHaveClass(/ho-row-dead/);
    await expect(rowOf(a.page, w3!.code)).toContainText('已回收：请取出');
    await scan(a.page, w3!.code);
    await expect(answerOf(a.page)).toHaveAttribute('data-kind', 'recycled');
    await expect(answerOf(a.page)).toContainText('已回收的面单，不能发出：请重新打印');
    await shoot(a.page, testInfo, 'handover2-desk-a-recycled');

    // The batch does not close with a dead number in it; desk A takes the parcel out.
    await b.page.getByRole('button', { name: '关闭批次并打印交接单' }).click();
    await expect(b.page.getByRole('main').getByRole('alert')).toContainText('批内已回收的面单');
    await expect(rowOf(b.page, w3!.code)).toHaveClass(/ho-row-dead/);
    await rowOf(a.page, w3!.code).getByRole('button', { name: '移出本批' }).click();
    await expect(countOf(b.page)).toHaveText('2');

    // Closed on desk B: desk A shows it closed, and its parcels go in no second batch.
    const popup = b.page.waitForEvent('popup');
    await b.page.getByRole('button', { name: '关闭批次并打印交接单' }).click();
    await (await popup).close();
    await expect(a.page.getByRole('button', { name: '重新打开批次' })).toBeVisible();
    await expect(a.page.getByRole('main')).toContainText('批次已关闭，交接单可以再次打印。');
    await shoot(a.page, testInfo, 'handover2-desk-a-closed');
    const closed = (await a.desk.call('handover.batches', {})).batches.find((x) => x.closedAt !== null);
    expect(closed).toMatchObject({ desk: 'desk A', count: 2 });
    await a.page.getByRole('main').getByRole('button', { name: '开始新批次' }).click();
    await expect(a.page.getByTestId('handover-batch')).toContainText('快递待定');
    await scan(a.page, w1!.code);
    await expect(answerOf(a.page)).toContainText(`已在已关闭的批次 #${closed!.id} 中交接过`);
    await scan(a.page, w4!.code);
    await expect(countOf(a.page)).toHaveText('1');
    await shoot(b.page, testInfo, 'handover2-desk-b-closed');

    // What it cost: the pages the seller confirmed, one waybill per parcel and the one recycle call desk B made;
    // the handover itself spent nothing.
    const end = await sandboxBooks(books);
    expect(end.waybillsIssued - start.waybillsIssued).toBe(ORDERS.length);
    expect(start.points - end.points).toBe(synced.charged + ORDERS.length + 1);
  });
});
