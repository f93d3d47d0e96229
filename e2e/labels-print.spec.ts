import type { Browser } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { LABEL_DIMENSIONS, LABEL_SIZES, type LabelSize } from '../shared/label/label-sizes';
import { startCloudPrintPeer } from './fixtures/cloud-print-peer';
import { barcodesIn, barcodesPrintedIn, PRINTER_203_DPI_SCALE } from './fixtures/barcodes';
import { expect, test, type Desk } from './fixtures/desk';
import { issueWaybills, type Issued } from './fixtures/issue-waybills';

/*
 * Labels on paper and the Labels screen, against the sandbox over HTTP.
 * 3 waybills are fetched through the desk's channels; for each label size the print route is drawn,
 * photographed, saved with Chromium's page.pdf() — 3 pages of exactly the label size (MediaBox) — and each
 * label's barcode, photographed at print-like resolution, decodes back to its waybill code (zxing-wasm).
 * Then the seller's path: Waybills → Reprint selected → Labels → size → Print (the web host opens the print
 * route with the print dialog), printed ×1 recorded; an encrypted waybill is shown as such and left out.
 */

const CARRIER = 'YUNDA';
const MM_TO_PT = 72 / 25.4;

// The reader's wasm comes from node_modules, not from its default CDN (no internet here).
/** Waybills for orders just older than the ones the recycle spec takes, so the specs stay apart. */
const issue = (desk: Desk, count: number, options: { needEncrypt?: boolean; skip: number }) =>
  issueWaybills(desk, { count, carrier: CARRIER, ...options });

const printRoute = (desk: Desk, ids: number[], size: LabelSize) =>
  `${desk.origin}/print.html?ids=${ids.join(',')}&size=${size}&k=${encodeURIComponent(desk.secret)}`;

const openPrintRoute = async (browser: Browser, desk: Desk, ids: number[], size: LabelSize, scale = 3) => {
  // 3 device pixels per CSS pixel (~288 dpi): the bars as a label printer would put them on paper.
  const context = await browser.newContext({ deviceScaleFactor: scale });
  const page = await context.newPage();
  await page.goto(printRoute(desk, ids, size));
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  return { page, context };
};

test.describe('labels', () => {
  test.describe.configure({ mode: 'serial' });
  // Electron prints silently in main and saves PDFs through its own dialog; this is the browser's path.
  test.skip(({ desk }) => desk.host !== 'web', 'the print route is opened through the web host');
  let labels: Issued[] = [];

  test.beforeAll(async ({ desk }) => {
    if (desk.host !== 'web') return;
    labels = await issue(desk, 3, { skip: 150 });
  });

  for (const size of LABEL_SIZES) {
    test(`print route, ${size}: 3 pages of exactly ${size} mm, barcodes decode to the waybill codes`, async ({
      browser,
      desk,
    }, testInfo) => {
      const { page, context } = await openPrintRoute(
        browser,
        desk,
        labels.map((l) => l.id),
        size,
      );
      try {
        const pages = page.locator('[data-waybill-code]');
        await expect(pages).toHaveCount(3);
        await page.screenshot({ path: testInfo.outputPath(`print-route-${size}.png`), fullPage: true });

        // Each label's barcode reads back as its waybill code.
        for (const [i, label] of labels.entries()) {
          const box = pages.nth(i);
          await expect(box).toHaveAttribute('data-waybill-code', label.code);
          const shot = await box.screenshot({ path: testInfo.outputPath(`label-${size}-${i + 1}.png`) });
          expect(await barcodesIn(shot)).toContain(label.code);
        }

        const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
        await testInfo.attach(`labels-${size}.pdf`, { body: pdf, contentType: 'application/pdf' });
        const doc = await PDFDocument.load(pdf);
        expect(doc.getPageCount()).toBe(3);
        const { widthMm, heightMm } = LABEL_DIMENSIONS[size];
        for (const p of doc.getPages()) {
          const box = p.getMediaBox();
          // Chromium rounds the page to its own device units (76 mm comes out as 75.86 mm); every page must be
          // the label size to within a quarter millimetre, far inside a label printer's tolerance.
          expect(box.x).toBe(0);
          expect(box.y).toBe(0);
          expect(Math.abs(box.width / MM_TO_PT - widthMm)).toBeLessThan(0.25);
          expect(Math.abs(box.height / MM_TO_PT - heightMm)).toBeLessThan(0.25);
        }
      } finally {
        await context.close();
      }
    });
  }

  for (const size of LABEL_SIZES) {
    test(`print route, ${size}, at 203 dpi in black and white: the waybill and order barcodes both decode`, async ({
      browser,
      desk,
    }, testInfo) => {
      // One device pixel per printer dot, each pixel black or white: what a 203-dpi thermal head puts down.
      const ids = labels.map((l) => l.id);
      const { page, context } = await openPrintRoute(browser, desk, ids, size, PRINTER_203_DPI_SCALE);
      try {
        const pages = page.locator('[data-waybill-code]');
        await expect(pages).toHaveCount(3);
        for (const [i, label] of labels.entries()) {
          const shot = await pages
            .nth(i)
            .screenshot({ path: testInfo.outputPath(`label-203dpi-${size}-${i + 1}.png`) });
          expect((await barcodesPrintedIn(shot)).sort()).toEqual([label.code, label.orderSn].sort());
        }
      } finally {
        await context.close();
      }
    });
  }

  test('Labels screen: reprint selected → preview, size, print through the browser; encrypted shown as such', async ({
    page,
    desk,
  }, testInfo) => {
    const [encrypted] = await issue(desk, 1, { skip: 153, needEncrypt: true });
    if (!encrypted) throw new Error('no encrypted waybill');

    await page.keyboard.press('Alt+2');
    const screen = page.getByRole('main');
    await screen.getByLabel('快递公司').selectOption(CARRIER);
    await expect(screen.getByTestId('matching-count')).toHaveText(/^4/);
    await screen.getByRole('button', { name: '全选符合筛选的 4 条' }).click();
    await screen.getByRole('button', { name: '补打所选' }).click();

    await expect(screen.getByRole('heading', { name: '面单', level: 1 })).toBeVisible();
    await expect(screen.getByTestId('label-count')).toHaveText('4 张面单');
    for (const l of labels) {
      const figure = screen.getByRole('figure', { name: `面单 ${l.code}` });
      await expect(figure).toBeVisible();
      await expect(figure).toContainText('尚未打印');
    }
    // The encrypted one says why it is not drawn here and where it goes instead.
    const locked = screen.getByRole('figure', { name: `面单 ${encrypted.code}` });
    await expect(locked).toContainText('已加密');
    await expect(locked).toContainText('云打印组件');
    await expect(screen.getByRole('note').filter({ hasText: '内容已加密' })).toContainText('1 张面单');
    await expect(screen.getByText('补打使用取号时保存的面单内容：不会重新取号，也不扣积分。')).toBeVisible();
    // No developer text on screen for the encrypted one.
    await expect(screen).not.toContainText(/print_data|encryptedData|need_encrypt|templateURL/);
    await screen.getByRole('radio', { name: '100 × 150 毫米' }).check();
    await expect(screen.locator('.sl-size-100x150').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('labels-screen.png'), fullPage: true });

    // The print button counts the encrypted label too. No cloud-print component runs yet: the drawn three go to
    // the browser's print dialog (the web host answers with the print route, autoprint), the encrypted one is
    // not sent, the desk says how to start the component, and nothing is marked printed.
    const popupPromise = page.waitForEvent('popup');
    await screen.getByRole('button', { name: '打印 4 张面单' }).click();
    const popup = await popupPromise;
    const url = new URL(popup.url());
    expect(url.pathname).toMatch(/print\.html$/);
    expect(url.searchParams.get('ids')?.split(',').map(Number).sort()).toEqual(
      labels.map((l) => l.id).sort(),
    );
    expect(url.searchParams.get('size')).toBe('100x150');
    expect(url.searchParams.get('autoprint')).toBe('1');
    expect(url.searchParams.get('k')).toBe(desk.secret);
    await expect(popup.locator('body')).toHaveAttribute('data-ready', 'true');
    await expect(popup.locator('[data-waybill-code]')).toHaveCount(3);
    await popup.close();
    await expect(screen.getByRole('status').filter({ hasText: '打印对话框' })).toContainText('不记为已打印');
    const notRunning = screen.getByTestId('cloud-not-running');
    await expect(notRunning).toContainText('云打印组件没有运行');
    await expect(notRunning).toContainText('请启动快递公司（平台）的打印组件');
    // Sent to the print dialog is its own state, not "printed".
    for (const l of labels)
      await expect(screen.getByRole('figure', { name: `面单 ${l.code}` })).toContainText('已送打印对话框 ×1');
    await expect(locked).toContainText('尚未打印');
    await page.screenshot({
      path: testInfo.outputPath('labels-screen-dialog-and-no-component.png'),
      fullPage: true,
    });

    let ledger = await desk.call('waybills.list', { filter: { cpCode: CARRIER }, offset: 0, limit: 10 });
    let rows = new Map(ledger.rows.map((r) => [r.id, r]));
    for (const l of labels) expect(rows.get(l.id)).toMatchObject({ printedCount: 0, dialogCount: 1 });
    expect(rows.get(encrypted.id)).toMatchObject({ printedCount: 0, dialogCount: 0 });

    // The stand-in component starts: the encrypted label goes to it and counts as printed on its result.
    const peer = await startCloudPrintPeer({ printers: ['Desk Label Printer'] });
    try {
      await desk.call('settings.update', { cloudPrintUrl: peer.url });
      const again = page.waitForEvent('popup');
      await screen.getByRole('button', { name: '打印 4 张面单' }).click();
      await (await again).close();
      await expect(locked).toContainText('已打印 ×1');
      // The dialog's three and the component's one are told apart.
      await expect(screen.getByRole('status').filter({ hasText: '打印对话框' })).toContainText('3 张面单');
      await expect(screen.getByTestId('cloud-printed')).toContainText(
        '1 张加密面单已由快递公司云打印组件打印',
      );
      expect(peer.tasks.flatMap((t) => t.documentIDs)).toEqual([String(encrypted.id)]);
      await expect(screen.getByTestId('cloud-not-running')).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath('labels-screen-cloud-printed.png'), fullPage: true });
    } finally {
      await desk.call('settings.update', { cloudPrintUrl: 'ws://127.0.0.1:13528' });
      await peer.close();
    }
    ledger = await desk.call('waybills.list', { filter: { cpCode: CARRIER }, offset: 0, limit: 10 });
    rows = new Map(ledger.rows.map((r) => [r.id, r]));
    for (const l of labels) expect(rows.get(l.id)).toMatchObject({ printedCount: 0, dialogCount: 2 });
    expect(rows.get(encrypted.id)).toMatchObject({ printedCount: 1, dialogCount: 0 });
  });
});
