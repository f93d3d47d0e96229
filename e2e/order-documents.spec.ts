import { PDFDocument } from 'pdf-lib';
import { shopOrderCode } from '../shared/scan-station/shop-order-code';
import { barcodesIn, barcodesPrintedIn, PRINTER_203_DPI_SCALE } from './fixtures/barcodes';
import { expect, test, type Desk } from './fixtures/desk';
import { addSandboxOrders } from './fixtures/sandbox-books';
import { allOrderSns } from './fixtures/issue-waybills';

/*
 * Pick list and packing slips through the desk's documents.print and the real print route, against
 * the sandbox over HTTP: the pick list is one A4 page totalling the goods and naming every order with its Code128,
 * each packing slip is one A5 page whose Code128 decodes back to its order number (what the scan station reads),
 * in zh-CN and en; the pick list's barcodes decode when put down at 203 dpi in black and white.
 */

const MM_TO_PT = 72 / 25.4;
/** documents.print's route, with this tab's host secret (as the desk's openBrowserPrint adds it). */
const routeOf = (desk: Desk, printUrl: string) => {
  const url = new URL(printUrl, desk.origin);
  url.searchParams.set('k', desk.secret);
  url.searchParams.delete('autoprint');
  return url.toString();
};

const pageSizesMm = async (pdf: Buffer) =>
  (await PDFDocument.load(pdf)).getPages().map((p) => {
    const box = p.getMediaBox();
    return [Math.round(box.width / MM_TO_PT), Math.round(box.height / MM_TO_PT)];
  });

test.describe('pick list and packing slips', () => {
  test.skip(({ desk }) => desk.host !== 'web', 'the print route is opened through the web host');

  test('pick list: one A4 page of goods totals; packing slips: one A5 page per order with a decodable order barcode', async ({
    browser,
    desk,
  }, testInfo) => {
    // Orders reach the desk's snapshots when they are listed (as the Orders screen does); the oldest three.
    const orderSns = (await allOrderSns(desk)).slice(-3);
    const known = await desk.call('documents.orders', { orderSns: [...orderSns, 'NOT-AN-ORDER'] });
    expect(known.orders.map((o) => o.orderSn)).toEqual(orderSns);
    expect(known.missing).toEqual(['NOT-AN-ORDER']);
    const pieces = known.orders.flatMap((o) => o.goods).reduce((n, g) => n + g.count, 0);
    const { ownerId } = await desk.call('settings.get', {});

    const context = await browser.newContext({ deviceScaleFactor: 3 });
    try {
      // Pick list, zh-CN.
      const pick = await desk.call('documents.print', { kind: 'pick-list', orderSns, language: 'zh-CN' });
      expect(pick).toMatchObject({ mode: 'browser', pages: 1, missing: [] });
      if (pick.mode !== 'browser') throw new Error('web host answers with the route');
      expect(new URL(pick.printUrl, desk.origin).searchParams.get('autoprint')).toBe('1');
      const page = await context.newPage();
      await page.goto(routeOf(desk, pick.printUrl));
      await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
      await expect(page.getByRole('heading', { name: '拣货单' })).toBeVisible();
      await expect(page.locator('.doc-pick')).toContainText(`3 个订单`);
      await expect(page.locator('tfoot')).toContainText(String(pieces));
      await page.screenshot({ path: testInfo.outputPath('pick-list.png'), fullPage: true });
      const pickPdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      expect(await pageSizesMm(pickPdf)).toEqual([[210, 297]]);
      await expect(page.locator('.doc-pick-orders')).toContainText('订单（3 个）');
      for (const sn of orderSns) await expect(page.locator('.doc-pick-orders')).toContainText(sn);

      // Packing slips, en.
      const slips = await desk.call('documents.print', { kind: 'packing-slips', orderSns, language: 'en' });
      if (slips.mode !== 'browser') throw new Error('web host answers with the route');
      expect(slips.pages).toBe(3);
      await page.goto(routeOf(desk, slips.printUrl));
      await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
      await expect(page.getByRole('heading', { name: 'Packing slip' })).toHaveCount(3);
      await page.screenshot({ path: testInfo.outputPath('packing-slips.png'), fullPage: true });
      const slipPdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      expect(await pageSizesMm(slipPdf)).toEqual([
        [148, 210],
        [148, 210],
        [148, 210],
      ]);
      for (const sn of orderSns) {
        const slip = page.locator(`[data-order-sn="${sn}"]`);
        await expect(slip).toContainText('Receiver');
        // Retried: on a loaded machine an element screenshot can race the page's own re-render after the PDF.
        await expect(async () => {
          const shot = await slip.locator('.doc-barcode').screenshot();
          expect(await barcodesIn(shot)).toContain(shopOrderCode(ownerId, sn));
        }).toPass({ timeout: 20_000 });
      }
    } finally {
      await context.close();
    }

    // The pick list at one device pixel per dot of a 203-dpi printer, each pixel black or white: one Code128 per
    // order, each decoding to its shop code (the shop's prefix and its order number).
    const dots = await browser.newContext({ deviceScaleFactor: PRINTER_203_DPI_SCALE });
    try {
      const pick = await desk.call('documents.print', { kind: 'pick-list', orderSns, language: 'en' });
      if (pick.mode !== 'browser') throw new Error('web host answers with the route');
      const page = await dots.newPage();
      await page.goto(routeOf(desk, pick.printUrl));
      await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
      await expect(page.locator('.doc-pick-orders')).toContainText('Orders (3)');
      await page.screenshot({ path: testInfo.outputPath('pick-list-203dpi.png'), fullPage: true });
      const cells = page.locator('.doc-pick-order');
      await expect(cells).toHaveCount(3);
      for (const [i, sn] of orderSns.entries()) {
        await expect(cells.nth(i)).toContainText(sn);
        expect(await barcodesPrintedIn(await cells.nth(i).screenshot())).toEqual([
          shopOrderCode(ownerId, sn),
        ]);
      }
    } finally {
      await dots.close();
    }
  });

  test('from the Orders screen: the selection prints its pick list and packing slips', async ({
    page,
    desk,
  }, testInfo) => {
    const stamp = Date.now().toString(36).toUpperCase();
    const sns = [1, 2].map((i) => `DOC-${stamp}-${i}`);
    await addSandboxOrders(
      desk,
      sns.map((order_sn, i) => ({
        order_sn,
        order_status: 1,
        goods_name: i === 0 ? '纯棉T恤' : '帆布包',
        goods_spec: i === 0 ? '白色 XL' : '',
        goods_count: i + 1,
      })),
    );
    // The orders reach the book through a sync (the price agreed up front here).
    expect(await desk.call('orders.sync', { confirmPoints: 20 })).toMatchObject({ complete: true });

    await page.keyboard.press('Alt+1');
    await page.locator('#orders-search').fill(stamp);
    for (const sn of sns) await page.getByRole('checkbox', { name: `选择订单 ${sn}` }).check();
    const bar = page.locator('.selection-bar');
    await expect(bar.getByRole('button', { name: '打印拣货单' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('orders-documents-1440x900.png') });

    const pickOpened = page.waitForEvent('popup');
    await bar.getByRole('button', { name: '打印拣货单' }).click();
    const pick = await pickOpened;
    expect(new URL(pick.url()).searchParams.get('autoprint')).toBe('1');
    await expect(pick.locator('body')).toHaveAttribute('data-ready', 'true');
    await expect(pick.getByRole('heading', { name: '拣货单' })).toBeVisible();
    await expect(pick.locator('.doc-pick')).toContainText('2 个订单');
    await expect(pick.locator('.doc-pick')).toContainText('纯棉T恤');
    await expect(pick.locator('.doc-pick')).toContainText('帆布包');
    await pick.screenshot({ path: testInfo.outputPath('orders-pick-list.png'), fullPage: true });
    await pick.close();
    await expect(bar.getByRole('status').filter({ hasText: '拣货单' })).toContainText('1 页');

    const slipsOpened = page.waitForEvent('popup');
    await bar.getByRole('button', { name: '打印发货单' }).click();
    const slips = await slipsOpened;
    await expect(slips.locator('body')).toHaveAttribute('data-ready', 'true');
    for (const sn of sns) await expect(slips.locator(`[data-order-sn="${sn}"]`)).toHaveCount(1);
    await slips.close();
    await expect(bar.getByRole('status').filter({ hasText: '发货单' })).toContainText('2 页');
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.screenshot({ path: testInfo.outputPath('orders-documents-1280x720.png') });
  });

  test('orders the desk has never seen are refused by name, at no cost', async ({ desk }) => {
    await expect(
      desk.call('documents.print', { kind: 'packing-slips', orderSns: ['NEVER-SEEN-1'] }),
    ).rejects.toThrow(/not-found.*orderSns/);
  });
});
