import { presetScanProfile } from '../shared/scan/scan-profile';
import type { Settings } from '../shared/ipc/channels/settings';
import {
  startRawPrinterStandIn,
  type RawPrinterStandIn,
} from '../electron/features/printing/testing/raw-printer-stand-in';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/desk';
import { addSandboxOrders, awaitingOrders } from './fixtures/sandbox-books';
import { scan, shoot } from './fixtures/scanner';

/*
 * A label that joins a held queue is never "sent": with the raw label-printer stand-in out of paper, the first scan
 * holds the queue, and the second scan's card is red with the queue's reason and sounds the error tone from its
 * first look on (every look the card took is recorded in the page as it changes). With that queue's panel shown,
 * the card and the last three results fit a 1280×720 window in both languages.
 */

const stamp = Date.now().toString().slice(-6);
const FIRST = `2614${stamp}-00000001`;
const SECOND = `2614${stamp}-00000002`;
const THIRD = `2614${stamp}-00000003`;

test.describe.configure({ mode: 'serial' });

let printer: RawPrinterStandIn;
const KEPT = ['scanProfile', 'scanRepeatSeconds', 'scanReprint', 'packCheck', 'printProfiles'] as const;
let before: Pick<Settings, (typeof KEPT)[number]> | undefined;

test.beforeAll(async ({ desk }) => {
  printer = await startRawPrinterStandIn();
  await addSandboxOrders(desk, awaitingOrders([FIRST, SECOND, THIRD]));
  expect(await desk.call('orders.sync', { confirmPoints: 20 })).toMatchObject({ complete: true });
  const s = await desk.call('settings.get', {});
  before = Object.fromEntries(KEPT.map((key) => [key, s[key]])) as typeof before;
  await desk.call('settings.update', {
    scanProfile: { ...presetScanProfile(s), labelSize: '100x150', printer: null },
    scanRepeatSeconds: 0,
    scanReprint: 'reprint',
    packCheck: false,
    printProfiles: {
      '100x150': { printer: null, connection: printer.uri('tspl'), offsetXMm: 0, offsetYMm: 0, copies: 1 },
    },
  });
});

test.afterAll(async ({ desk }) => {
  if (before) await desk.call('settings.update', before);
  // The worker's desk serves other specs after this one: its held labels are cancelled, not left on their screens.
  if (printer) await desk.call('printQueue.cancel', { connection: printer.uri('tspl') });
  await printer?.close();
});

test('a scan into a held queue is red with the reason and the error tone at once, never "sent"', async ({
  page,
}, testInfo) => {
  printer.state.paperOut = true;
  await page.keyboard.press('Alt+7');
  const screen = page.getByRole('main');
  const card = screen.getByTestId('scan-card');
  // Every look and tone the card shows, with the number it shows them for.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { cardLooks: string[] }).cardLooks = seen;
    const note = () => {
      const c = document.querySelector('[data-testid="scan-card"]');
      const code = c?.querySelector('.scan-card-scanned .scan-code')?.textContent ?? '';
      if (c) seen.push(`${code}|${c.getAttribute('data-look')}|${c.getAttribute('data-tone')}`);
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-look', 'data-tone'],
    });
  });

  await scan(page, FIRST);
  await expect(card).toContainText(FIRST);
  await expect(card).toHaveAttribute('data-look', 'bad');
  await expect(screen.getByTestId('print-queue-connection')).toBeVisible();

  await scan(page, SECOND);
  await expect(card).toContainText(SECOND);
  await expect(card).toHaveAttribute('data-look', 'bad');
  await expect(card).toHaveAttribute('data-tone', 'error');
  await expect(card).toContainText('未打印 — 打印队列已暂停');
  await expect(card).toContainText('打印机缺纸');
  await shoot(page, testInfo, 'scan-held-queue-second');
  const looks = await page.evaluate(() => (window as unknown as { cardLooks: string[] }).cardLooks);
  const second = looks.filter((l) => l.startsWith(`${SECOND}|`));
  expect(second.length).toBeGreaterThan(0);
  // Busy while it is worked, then red: never the green "sent" look, never the success tone.
  expect(second.filter((l) => /sent|success/.test(l))).toEqual([]);
  expect(printer.jobs).toHaveLength(0);
});

/** Where the visible part of the screen ends: the window's foot, or the status bar's top. */
const foldOf = async (page: Page): Promise<number> => {
  const bar = await page.locator('footer.statusbar').boundingBox();
  return Math.min(page.viewportSize()?.height ?? 0, bar?.y ?? Infinity);
};

test('at 1280×720 with the queue panel shown, the card and the last three results fit, in English and Chinese', async ({
  page,
  desk,
}, testInfo) => {
  await page.keyboard.press('Alt+7');
  const screen = page.getByRole('main');
  await scan(page, THIRD);
  await expect(screen.getByTestId('scan-card')).toContainText(THIRD);
  try {
    for (const language of ['en', 'zh-CN'] as const) {
      await desk.call('settings.update', { language });
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.reload();
      await page.keyboard.press('Alt+7');
      const card = screen.getByTestId('scan-card');
      await expect(card).toContainText(THIRD);
      await expect(screen.getByTestId('print-queue-connection')).toBeVisible();
      const rows = screen.locator('.scan-list tbody tr');
      await expect(rows.first()).toContainText(THIRD);
      await page.screenshot({ path: testInfo.outputPath(`scan-fold-${language}-1280x720.png`) });
      const fold = await foldOf(page);
      const boxes = [
        await card.boundingBox(),
        ...(await Promise.all([0, 1, 2].map((i) => rows.nth(i).boundingBox()))),
      ];
      for (const [i, box] of boxes.entries()) {
        expect(box, `${language}: box ${i}`).not.toBeNull();
        expect(box!.y, `${language}: top of box ${i}`).toBeGreaterThanOrEqual(0);
        expect(
          box!.y + box!.height,
          `${language}: foot of box ${i} (${i === 0 ? 'card' : 'result row'})`,
        ).toBeLessThanOrEqual(fold);
        expect(box!.x + box!.width, `${language}: right of box ${i}`).toBeLessThanOrEqual(1280);
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`scan-fold-${language}-1440x900.png`) });
    }
  } finally {
    await desk.call('settings.update', { language: 'zh-CN' });
    await page.setViewportSize({ width: 1440, height: 900 });
  }
});
