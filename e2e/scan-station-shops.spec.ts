import type { Page } from '@playwright/test';
import type { Settings } from '../shared/ipc/channels/settings';
import { presetScanProfile } from '../shared/scan/scan-profile';
import { shopOrderCode } from '../shared/scan-station/shop-order-code';
import {
  startRawPrinterStandIn,
  type RawPrinterStandIn,
} from '../electron/features/printing/testing/raw-printer-stand-in';
import { barcodesOnRaster, decodeTspl } from '../electron/features/printing/testing/label-decoders';
import { expect, test, type Desk } from './fixtures/desk';
import { sandboxBooks } from './fixtures/sandbox-books';
import { scan, shoot } from './fixtures/scanner';

/*
 * The scan station across shops, through the real UI over the sandbox: the sandbox's third shop has order numbers
 * the demo shop has too. Such a number asks which shop (one key each; nothing spent while it asks); key 2 prints
 * the third shop's label at a raw TSPL label printer stand-in, and the label names the third shop's own sender. A
 * slip's shop code never asks. A desk limited to the demo shop refuses a third-shop order, spending nothing. The
 * shops, the desk's limit and the settings changed are put back at the end.
 */

test.describe.configure({ mode: 'serial' });

const SIZE = '100x150';
const THIRD_SENDER = '第三店发件人';
let printer: RawPrinterStandIn;
const KEPT = [
  'scanProfile',
  'scanRepeatSeconds',
  'scanReprint',
  'packCheck',
  'printProfiles',
  'language',
] as const;
let before: Pick<Settings, (typeof KEPT)[number]> | undefined;
let undo: Array<() => Promise<void>> = [];
/** Numbers both shops hold, the third shop's order awaiting shipment without a waybill. */
let colliding: string[] = [];
/** A number only the third shop holds. */
let thirdOnly = '';

/** Each shop as Settings › Shops keeps it: the demo shop (added if the desk has none yet) and the third. */
const ensureShops = async (desk: Desk, s: Settings) => {
  const { id: _id, label: _label, ...sender } = s.senders[0]!;
  const listed = async () => (await desk.call('shops.list', {})).shops.map((x) => x.shop);
  const save = async (draft: Parameters<Desk['call']>[1] & object, ownerId: string) => {
    if ((await listed()).some((x) => x.ownerId === ownerId)) return;
    const saved = await desk.call('shops.save', draft as never);
    // Removed at the end; a shop holding paid waybills cannot be: it is paused, so later specs never meet it.
    undo.push(async () => {
      const removed = await desk.call('shops.remove', { id: saved.id }).catch(() => ({ removed: false }));
      if (!removed.removed) await desk.call('shops.pause', { id: saved.id, paused: true });
    });
  };
  const carriers = [{ cpCode: 'YTO', templateUrl: s.templateUrl, isDefault: true }];
  const ids = (n: string) => ({
    mallUserId: `1000${n}`,
    merchantUserId: `1000${n}`,
    orderChannelsType: 'PDD',
  });
  await save(
    {
      name: '演示店铺',
      colour: '#1677ff',
      ownerId: 'demo-owner',
      shopId: 'demo-shop',
      ...ids('1'),
      sender,
      carriers,
    },
    'demo-owner',
  );
  const third = { ...sender, name: THIRD_SENDER, mobile: '13900000003' };
  await save(
    {
      name: '第三店',
      colour: '#fa8c16',
      ownerId: 'third-owner',
      shopId: 'third-shop',
      ...ids('3'),
      sender: third,
      carriers,
    },
    'third-owner',
  );
};

/** Both shops' orders in the desk's book: one sync covers every shop of the desk, each by its own owner id. */
const syncShops = async (desk: Desk) => {
  expect(await desk.call('orders.sync', { confirmPoints: 40 })).toMatchObject({ complete: true });
};

test.beforeAll(async ({ desk }) => {
  printer = await startRawPrinterStandIn();
  const s = await desk.call('settings.get', {});
  before = Object.fromEntries(KEPT.map((key) => [key, s[key]])) as typeof before;
  await ensureShops(desk, s);
  await syncShops(desk);
  const demo = new Set(
    (await desk.call('orders.search', { pageSize: 500, shops: ['demo-owner'] })).rows.map(
      (r) => r.order.order_sn,
    ),
  );
  const third = (await desk.call('orders.search', { pageSize: 500, shops: ['third-owner'] })).rows;
  const free = third.filter((r) => r.order.order_status === 1 && r.waybill.state === 'none');
  colliding = free.filter((r) => demo.has(r.order.order_sn)).map((r) => r.order.order_sn);
  thirdOnly = free.find((r) => !demo.has(r.order.order_sn))?.order.order_sn ?? '';
  expect(colliding.length).toBeGreaterThanOrEqual(1);
  expect(thirdOnly).not.toBe('');
  await desk.call('settings.update', {
    scanProfile: { ...presetScanProfile(s), labelSize: SIZE, printer: null },
    scanRepeatSeconds: 0,
    scanReprint: 'reprint',
    packCheck: false,
    printProfiles: {
      ...s.printProfiles,
      [SIZE]: {
        printer: null,
        connection: `socket://127.0.0.1:${printer.port}?language=tspl&dpi=203`,
        offsetXMm: 0,
        offsetYMm: 0,
        copies: 1,
      },
    },
  });
});

test.afterAll(async ({ desk }) => {
  await desk.call('shops.deskLimit.set', { shopIds: [] });
  if (before) await desk.call('settings.update', before);
  for (const step of undo.reverse()) await step();
  undo = [];
  await printer?.close();
});

const station = async (page: Page) => {
  await page.keyboard.press('Alt+7');
  const screen = page.getByRole('main');
  await expect(screen.getByTestId('scan-input')).toBeFocused();
  return screen;
};

/** The label that reached the printer as job `n`: the waybill code read from its bytes, and that label's sender. */
const labelAt = async (desk: Desk, n: number) => {
  const codes = await barcodesOnRaster(decodeTspl(printer.jobs[n]!, 203).raster);
  const [row] = (await desk.call('waybills.list', { filter: { text: codes[0] ?? '-' } })).rows;
  expect(row).toBeDefined();
  const [label] = (await desk.call('labels.get', { ids: [row!.id], size: SIZE })).labels;
  return { row: row!, sender: label?.label.ok ? label.label.label.sender?.name : undefined };
};

test('a number two shops hold asks which; key 2 prints the third shop’s label with its own sender', async ({
  page,
  desk,
}, testInfo) => {
  const screen = await station(page);
  const start = await sandboxBooks(desk);
  const jobs = printer.jobs.length;
  await scan(page, colliding[0]!);
  const question = screen.getByTestId('scan-shop-question');
  await expect(question).toContainText(`单号 ${colliding[0]} 是哪个店铺的订单？`);
  const demoName = (await desk.call('shops.list', {})).shops.find((x) => x.shop.ownerId === 'demo-owner')!
    .shop.name;
  await expect(question.getByTestId('scan-shop-choice')).toHaveText([`1${demoName}`, '2第三店']);
  // Asking spends nothing and prints nothing.
  expect((await sandboxBooks(desk)).points).toBe(start.points);
  expect(printer.jobs.length).toBe(jobs);
  await shoot(page, testInfo, 'scan-which-shop-zh');
  await desk.call('settings.update', { language: 'en' });
  await expect(question).toContainText(`Which shop is order ${colliding[0]} of?`);
  await shoot(page, testInfo, 'scan-which-shop-en');
  await desk.call('settings.update', { language: 'zh-CN' });
  await expect(question).toContainText('是哪个店铺的订单？');

  await page.keyboard.press('2');
  await expect.poll(() => printer.jobs.length, { timeout: 20_000 }).toBe(jobs + 1);
  await expect(question).toHaveCount(0);
  await expect(screen.getByTestId('scan-card-shop')).toHaveText('第三店');
  const { row, sender } = await labelAt(desk, jobs);
  expect(row).toMatchObject({ orderSn: colliding[0], ownerId: 'third-owner', shopId: 'third-shop' });
  expect(sender).toBe(THIRD_SENDER);
  await expect(screen.getByTestId('scan-waybill-code')).toHaveText(row.waybillCode);
  expect((await sandboxBooks(desk)).points).toBe(start.points - 1);
  await shoot(page, testInfo, 'scan-which-shop-printed');
});

test("a slip's shop code never asks: the third shop's order of that number reprints its label, free", async ({
  page,
  desk,
}) => {
  const screen = await station(page);
  const start = await sandboxBooks(desk);
  const jobs = printer.jobs.length;
  await scan(page, shopOrderCode('third-owner', colliding[0]!));
  await expect.poll(() => printer.jobs.length, { timeout: 20_000 }).toBe(jobs + 1);
  await expect(screen.getByTestId('scan-shop-question')).toHaveCount(0);
  await expect(screen.getByTestId('scan-card-shop')).toHaveText('第三店');
  const { row, sender } = await labelAt(desk, jobs);
  expect(row).toMatchObject({ orderSn: colliding[0], ownerId: 'third-owner' });
  expect(sender).toBe(THIRD_SENDER);
  expect((await sandboxBooks(desk)).points).toBe(start.points);
});

test('a desk limited to the demo shop refuses a third-shop order, spending nothing', async ({
  page,
  desk,
}, testInfo) => {
  const demo = (await desk.call('shops.list', {})).shops.find((x) => x.shop.ownerId === 'demo-owner')!;
  await desk.call('shops.deskLimit.set', { shopIds: [demo.shop.id] });
  const screen = await station(page);
  const start = await sandboxBooks(desk);
  const jobs = printer.jobs.length;
  await scan(page, thirdOnly);
  const card = screen.getByTestId('scan-card');
  await expect(card).toContainText('不是本台打包的店铺');
  await expect(screen.getByTestId('scan-card-hint')).toContainText(
    '这是店铺“第三店”的订单，没有工作台打包这个店铺，本台也不打包',
  );
  const after = await sandboxBooks(desk);
  expect(after.points).toBe(start.points);
  expect(after.waybillsIssued).toBe(start.waybillsIssued);
  expect(printer.jobs.length).toBe(jobs);
  await shoot(page, testInfo, 'scan-other-shop-refused');
  await desk.call('shops.deskLimit.set', { shopIds: [] });
});
