import type { Page } from '@playwright/test';
import type { Settings } from '../shared/ipc/channels/settings';
import {
  startRawPrinterStandIn,
  type RawPrinterStandIn,
} from '../electron/features/printing/testing/raw-printer-stand-in';
import {
  standInUnavailable,
  startScaleStandIn,
  type ScaleStandIn,
  type StandInProtocol,
} from '../electron/features/scale/testing/scale-stand-in';
import { setUpWeighStation } from './fixtures/weigh-station';
import { expect, test, type Desk } from './fixtures/desk';
import { addSandboxOrders, sandboxBooks } from './fixtures/sandbox-books';
import { scan, shoot } from './fixtures/scanner';

/*
 * Weighing at the scan station with a serial scale, through the real UI: the stand-in scale (a socat
 * pseudo-terminal pair) is typed into Settings › Scale as the seller does, then each order is scanned. The right
 * weight settles after moving readings and the label reaches a raw label printer stand-in with no key; a wrong
 * weight turns the card red, and the sandbox's own books show nothing fetched or charged, the printer nothing
 * printed; the last parcel's reading, still on the scale, never counts for the next; the scale unplugged
 * mid-parcel says so and prints nothing. Once in the continuous protocol, once in
 * MT-SICS. The settings changed here are put back at the end.
 */

test.describe.configure({ mode: 'serial' });

const unavailable = standInUnavailable();
if (unavailable) console.warn(`scan-weigh-serial: skipped, ${unavailable}`);
test.skip(unavailable !== null, unavailable ?? '');

const stamp = Date.now().toString(36).toUpperCase();
const PROTOCOLS: StandInProtocol[] = ['continuous', 'mt-sics'];
const orderOf = (protocol: StandInProtocol, kind: 'R' | 'W' | 'G') =>
  `WS-${stamp}-${protocol === 'continuous' ? 'C' : 'M'}${kind}`;
const TEA = { goods_name: `串口称重茶 ${stamp}`, goods_spec: '357克饼', goods_count: 2 };
const PROTOCOL_NAMES: Record<StandInProtocol, string> = {
  continuous: '连续输出（ST,GS,+ 1.234kg）',
  'mt-sics': '梅特勒-托利多 MT-SICS',
};

let printer: RawPrinterStandIn;
let before: Partial<Settings> | undefined;

test.beforeAll(async ({ desk }) => {
  printer = await startRawPrinterStandIn();
  const orders = PROTOCOLS.flatMap((p) => (['R', 'W', 'G'] as const).map((k) => orderOf(p, k)));
  await addSandboxOrders(
    desk,
    orders.map((order_sn) => ({ order_sn, order_status: 1, ...TEA })),
  );
  expect(await desk.call('orders.sync', { confirmPoints: 20 })).toMatchObject({ complete: true });
  before = await setUpWeighStation(desk, printer, ['scale']);
  // 300 g a cake: a parcel of two should weigh 0.60 kg (± 60 g).
  await desk.call('barcodes.unitWeight', { name: TEA.goods_name, spec: TEA.goods_spec, grams: 300 });
});

test.afterAll(async ({ desk }) => {
  if (before) await desk.call('settings.update', before);
  await printer?.close();
});

/** Settings › Scale: on, the protocol and the stand-in's port typed by hand, saved as the seller does. */
const setUpScale = async (page: Page, protocol: StandInProtocol, port: string) => {
  await page.keyboard.press('Alt+6');
  const section = page.locator('section', { has: page.locator('#settings-scale-heading') });
  await section.getByLabel('本台桌面使用电子秤').check();
  await section.getByLabel('协议', { exact: true }).selectOption({ label: PROTOCOL_NAMES[protocol] });
  await section.getByLabel('端口', { exact: true }).fill(port);
  await section.getByRole('button', { name: '保存电子秤设置' }).click();
  await expect(section.getByText('已保存')).toBeVisible();
};

/** Scans an order on the station and waits until its card asks for the parcel on the scale. */
const scanToScale = async (page: Page, orderSn: string) => {
  await page.keyboard.press('Alt+7');
  const screen = page.getByRole('main');
  await expect(screen.getByRole('textbox', { name: '扫描单号' })).toBeFocused();
  await scan(page, orderSn);
  await expect(screen.getByTestId('scan-card')).toContainText('请称重：把包裹放上秤');
  await expect(screen.getByTestId('weigh-box')).toBeFocused();
};

/** The packer leaves the parcel (Esc in the weight box): nothing is spent for it. */
const leave = async (page: Page) => {
  await page.getByTestId('weigh-box').press('Escape');
  await expect(page.getByTestId('scan-card')).toContainText('放弃称重 — 未取号，未扣费');
};

/** The card in English at both sizes, then back in the desk's Chinese. */
const shootBothLanguages = async (page: Page, desk: Desk, name: string, english: string) => {
  const card = page.getByRole('main').getByTestId('scan-card');
  await shoot(page, test.info(), `${name}-zh`);
  await desk.call('settings.update', { language: 'en' });
  await expect(card).toContainText(english);
  await shoot(page, test.info(), `${name}-en`);
  await desk.call('settings.update', { language: 'zh-CN' });
  await expect(card).not.toContainText(english);
};

for (const protocol of PROTOCOLS) {
  test.describe(`a serial scale speaking ${protocol}`, () => {
    let scale: ScaleStandIn;
    test.beforeAll(async () => {
      scale = await startScaleStandIn(protocol);
    });
    test.afterAll(async ({ desk }) => {
      await desk.call('settings.update', { scale: before!.scale });
      await scale?.close();
    });

    test('the right weight settles and the label reaches the label printer with no key', async ({
      page,
      desk,
    }) => {
      await setUpScale(page, protocol, scale.port);
      const start = await sandboxBooks(desk);
      const jobs = printer.jobs.length;
      await scanToScale(page, orderOf(protocol, 'R'));
      // Moving readings first: the card follows them and nothing is fetched yet.
      scale.load({ grams: 620, movingLines: 8 });
      await expect.poll(() => printer.jobs.length, { timeout: 20_000 }).toBe(jobs + 1);
      const screen = page.getByRole('main');
      const [row] = (await desk.call('waybills.list', { filter: { text: orderOf(protocol, 'R') } })).rows;
      await expect(screen.getByTestId('scan-waybill-code')).toHaveText(row!.waybillCode);
      expect(printer.jobs[jobs]!.toString('latin1')).toContain('BITMAP');
      expect((await sandboxBooks(desk)).waybillsIssued).toBe(start.waybillsIssued + 1);
      await shootBothLanguages(page, desk, `serial-${protocol}-printed`, 'Printed — new waybill');
      // The parcel stays on the scale for the next test: its reading never counts for the next parcel.
    });

    test('the last parcel still on the scale is not this one; a wrong weight turns the card red: nothing spent', async ({
      page,
      desk,
    }) => {
      const start = await sandboxBooks(desk);
      const jobs = printer.jobs.length;
      await scanToScale(page, orderOf(protocol, 'W'));
      // The last parcel is still on the scale: its weight is shown, said to be the last parcel's, and not taken.
      const screen = page.getByRole('main');
      await expect(screen.getByTestId('weigh-scale')).toContainText(
        '秤上还是上一个包裹：请取下它，放上此包裹。',
      );
      await expect(screen.getByTestId('weigh-live')).toContainText('0.62 kg');
      await shootBothLanguages(
        page,
        desk,
        `serial-${protocol}-last-parcel`,
        'The last parcel is still on the scale',
      );
      expect(await sandboxBooks(desk)).toEqual(start);
      // It comes off; this parcel goes on, weighing too much.
      scale.load({ grams: 0 });
      await expect(screen.getByTestId('weigh-scale')).toContainText('秤上没有东西');
      scale.load({ grams: 850, movingLines: 4 });
      const card = screen.getByTestId('scan-card');
      await expect(card).toContainText('重量不符：预计 0.60 kg，称得 0.85 kg');
      await expect(card).toHaveAttribute('data-look', 'bad');
      await shootBothLanguages(
        page,
        desk,
        `serial-${protocol}-mismatch`,
        'Wrong weight: expected 0.60 kg, weighed 0.85 kg',
      );
      expect(await sandboxBooks(desk)).toEqual(start);
      expect(printer.jobs.length).toBe(jobs);
      expect(
        (await desk.call('waybills.list', { filter: { text: orderOf(protocol, 'W') } })).rows,
      ).toHaveLength(0);
      await leave(page);
      expect(await sandboxBooks(desk)).toEqual(start);
      scale.load({ grams: 0 });
    });

    test('the scale unplugged mid-parcel says so and prints nothing', async ({ page, desk }) => {
      const start = await sandboxBooks(desk);
      const jobs = printer.jobs.length;
      await scanToScale(page, orderOf(protocol, 'G'));
      // The parcel still moving on the scale when the cable is pulled.
      scale.load({ grams: 610, movingLines: 100_000 });
      const screen = page.getByRole('main');
      await expect(screen.getByTestId('weigh-live')).toHaveAttribute('data-moving', 'true');
      await scale.unplug();
      await expect(screen.getByTestId('weigh-scale')).toContainText(
        '秤没有响应（已断开或不再发送数据）：未打印。',
      );
      await shootBothLanguages(page, desk, `serial-${protocol}-unplugged`, 'unplugged or silent');
      expect(await sandboxBooks(desk)).toEqual(start);
      expect(printer.jobs.length).toBe(jobs);
      await leave(page);
      expect(await sandboxBooks(desk)).toEqual(start);
      expect(printer.jobs.length).toBe(jobs);
    });
  });
}
