import { presetScanProfile } from '../shared/scan/scan-profile';
import type { Settings } from '../shared/ipc/channels/settings';
import {
  startRawPrinterStandIn,
  type RawPrinterStandIn,
} from '../electron/features/printing/testing/raw-printer-stand-in';
import { expect, test } from './fixtures/desk';
import { addSandboxOrders, awaitingOrders } from './fixtures/sandbox-books';
import { scan, shoot } from './fixtures/scanner';

/*
 * A label that joins a held queue is never "sent": with the raw label-printer stand-in out of paper, the first scan
 * holds the queue, and the second scan's card is red with the queue's reason and sounds the error tone from its
 * first look on (every look the card took is recorded in the page as it changes).
 */

const stamp = Date.now().toString().slice(-6);
const FIRST = `2614${stamp}-00000001`;
const SECOND = `2614${stamp}-00000002`;

let printer: RawPrinterStandIn;
const KEPT = ['scanProfile', 'scanRepeatSeconds', 'scanReprint', 'packCheck', 'printProfiles'] as const;
let before: Pick<Settings, (typeof KEPT)[number]> | undefined;

test.beforeAll(async ({ desk }) => {
  printer = await startRawPrinterStandIn();
  await addSandboxOrders(desk, awaitingOrders([FIRST, SECOND]));
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
