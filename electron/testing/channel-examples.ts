import type { Channel, In } from '../../shared/ipc/contract';
import { DEFAULT_SCALE_SETTINGS } from '../../shared/scale/scale-settings';

/*
 * One example of every channel, for the tests that call them all: a bad input and the field its refusal names
 * (electron/app/router.test.ts), and a valid input (electron/app/security.test.ts). A new channel adds its two
 * lines here; a channel without them fails to compile.
 */

const validFetch = {
  orderSns: ['A1'],
  cpCode: 'YTO',
  sender: { name: '张三', mobile: '13800000000', address: { province: '浙江省', detail: '文一西路 1 号' } },
  templateUrl: 'https://cloudprint.example/template/standard/101',
};

/** One bad input per channel, and the field the error must name ('body' = the input as a whole, as validation.ts names it). */
export const badInputs: Record<Channel, { input: unknown; field: string }> = {
  'app.info': { input: 'x', field: 'body' },
  'settings.get': { input: 42, field: 'body' },
  'settings.update': { input: { labelSize: 'A4' }, field: 'labelSize' },
  'auth.status': { input: [], field: 'body' },
  'auth.setToken': { input: { token: '   ' }, field: 'token' },
  'auth.clearToken': { input: 'now', field: 'body' },
  'ledger.shared.get': { input: 7, field: 'body' },
  'ledger.shared.set': { input: { url: 'mysql://db/shop', deskName: 'desk 2' }, field: 'url' },
  'orders.page': { input: { page: -1, pageSize: 20 }, field: 'page' },
  'orders.get': { input: { orderSns: 'A1' }, field: 'orderSns' },
  'orders.sync': { input: { confirmPoints: -1 }, field: 'confirmPoints' },
  'orders.bookStatus': { input: [], field: 'body' },
  'orders.search': { input: { pageSize: 0 }, field: 'pageSize' },
  'waybills.fetch': { input: { ...validFetch, orderSns: [] }, field: 'orderSns' },
  'waybills.planShops': { input: { orders: [{ ownerId: '', orderSn: 'A1' }] }, field: 'orders[0].ownerId' },
  'waybills.fetchShops': {
    input: { orders: [{ ownerId: 'o', orderSn: 'A1' }], cpCode: '' },
    field: 'cpCode',
  },
  'waybills.list': { input: { limit: 0 }, field: 'limit' },
  'waybills.matchingIds': { input: { filter: { printed: 'maybe' } }, field: 'filter.printed' },
  'waybills.desks': { input: 'all', field: 'body' },
  'waybills.recycle': { input: { ids: [] }, field: 'ids' },
  'waybills.recyclePlan': { input: { ids: ['x'] }, field: 'ids[0]' },
  'waybills.openIntents': { input: false, field: 'body' },
  'waybills.resolveIntent': { input: { id: 1, resolution: 'issued' }, field: 'resolution' },
  'labels.get': { input: { ids: [0] }, field: 'ids[0]' },
  'labels.print': { input: { ids: [1], size: 'A4' }, field: 'size' },
  'labels.exportPdf': { input: { ids: [] }, field: 'ids' },
  'printers.list': { input: 'all', field: 'body' },
  'labels.preflight': { input: { size: '10x10' }, field: 'size' },
  'printers.testPrint': { input: { uri: 'http://192.168.1.50:9100' }, field: 'uri' },
  'printQueue.status': { input: 'all', field: 'body' },
  'printQueue.retry': { input: { connection: '  ' }, field: 'connection' },
  'printQueue.move': { input: { from: 'socket://a:9100', to: '' }, field: 'to' },
  'printQueue.cancel': { input: { ids: [] }, field: 'ids' },
  'printQueue.reprint': { input: { ids: [0] }, field: 'ids[0]' },
  'printQueue.markPrinted': { input: { ids: 'all' }, field: 'ids' },
  'documents.orders': { input: { orderSns: [] }, field: 'orderSns' },
  'documents.print': { input: { kind: 'poster', orderSns: ['1'] }, field: 'kind' },
  'scan.status': { input: 'all', field: 'body' },
  'scan.submit': { input: { code: 5 }, field: 'code' },
  'scan.reprint': { input: { seq: 0 }, field: 'seq' },
  'scan.chooseShop': { input: { seq: 1, ownerId: '' }, field: 'ownerId' },
  'scan.weigh': { input: { grams: '850' }, field: 'grams' },
  'scan.weighKey': { input: { key: 'enter' }, field: 'key' },
  'coupons.lookup': { input: { by: 'ids', itemId: '1', activityId: '' }, field: 'activityId' },
  'push.submit': { input: { items: [{ url: 'abc', account: 'a' }], type: '1' }, field: 'items[0].url' },
  'account.charges': { input: 7, field: 'body' },
  'data.backups': { input: 7, field: 'body' },
  'data.backup': { input: 'now', field: 'body' },
  'data.restore': { input: { file: '   ' }, field: 'file' },
  'scan.check': { input: { code: 7 }, field: 'code' },
  'scan.checkAnswer': { input: { answer: 'maybe' }, field: 'answer' },
  'barcodes.list': { input: { text: 5 }, field: 'text' },
  'barcodes.bind': { input: { barcode: '6901234567892', name: '' }, field: 'name' },
  'barcodes.remove': { input: { barcode: '' }, field: 'barcode' },
  'barcodes.unitWeight': { input: { name: '白瓷茶杯', grams: 0 }, field: 'grams' },
  'barcodes.importCsv': { input: { csv: '' }, field: 'csv' },
  'barcodes.exportCsv': { input: 'all', field: 'body' },
  'shops.list': { input: 3, field: 'body' },
  'shops.save': { input: { name: 5 }, field: 'name' },
  'shops.pause': { input: { id: 'shop-1', paused: 'yes' }, field: 'paused' },
  'shops.remove': { input: { id: '' }, field: 'id' },
  'shops.authorized': { input: {}, field: 'id' },
  'shops.deskLimit.get': { input: 'mine', field: 'body' },
  'shops.deskLimit.set': { input: { shopIds: [''] }, field: 'shopIds[0]' },
  'data.status': { input: 7, field: 'body' },
  'data.cleanup': { input: { vacuum: 'yes' }, field: 'vacuum' },
  'handover.open': { input: { cpCode: 7 }, field: 'cpCode' },
  'handover.batches': { input: 'all', field: 'body' },
  'handover.batch': { input: { batchId: 0 }, field: 'batchId' },
  'handover.scan': { input: { batchId: 1, code: '  ' }, field: 'code' },
  'handover.remove': { input: { batchId: 1, waybillId: -1 }, field: 'waybillId' },
  'handover.close': { input: { batchId: 'one' }, field: 'batchId' },
  'handover.print': { input: { batchId: 1, language: 'fr' }, field: 'language' },
  'handover.reopen': { input: { batchId: 1, word: 'REOPEN', reason: ' ' }, field: 'reason' },
  'handover.notGone': { input: { since: -1 }, field: 'since' },
  'handover.of': { input: { waybillIds: [0] }, field: 'waybillIds[0]' },
  'scale.ports': { input: 7, field: 'body' },
  'scale.state': { input: 'now', field: 'body' },
  'scale.test': { input: { scale: { ...DEFAULT_SCALE_SETTINGS, baudRate: 1234 } }, field: 'scale.baudRate' },
  'scale.testEnd': { input: [], field: 'body' },
};

/** A label printer the fake driver of the test desk takes (nothing listens there). */
const LABEL_PRINTER = 'socket://127.0.0.1:9100?language=tspl&dpi=203';

export interface ChannelContext {
  /** The newest backup file of the ledger ('' when none). */
  latestBackup: () => string;
  /** A shop of the desk (the one shops.save added). */
  shopId: () => string;
  orderSns: string[];
  waybillIds: number[];
  couponMe: string;
  token: string;
}

export const validInputs: { [C in Channel]: (ctx: ChannelContext) => In<C> } = {
  'app.info': () => ({}),
  'settings.get': () => ({}),
  'settings.update': () => ({ labelSize: '100x180', printer: 'Label printer' }),
  'auth.status': () => ({}),
  'auth.setToken': (ctx) => ({ token: ctx.token }),
  'auth.clearToken': () => ({}),
  'ledger.shared.get': () => ({}),
  'ledger.shared.set': () => ({
    url: 'postgres://desk@db.lan:5432/shop',
    deskName: 'desk 2',
    password: 'pw-1234',
  }),
  'orders.page': () => ({ page: 0, pageSize: 20, edition: 'enhanced', filters: { remark: '' } }),
  'orders.get': (ctx) => ({ orderSns: ctx.orderSns }),
  'orders.sync': () => ({ confirmPoints: 0 }),
  'orders.bookStatus': () => ({}),
  'orders.search': () => ({ text: '' }),
  // Built in the test (it needs the settings' sender).
  'waybills.fetch': () => ({}) as In<'waybills.fetch'>,
  'waybills.planShops': (ctx) => ({
    orders: ctx.orderSns.slice(0, 1).map((orderSn) => ({ ownerId: 'demo-owner', orderSn })),
  }),
  'waybills.fetchShops': (ctx) => ({
    orders: ctx.orderSns.slice(0, 1).map((orderSn) => ({ ownerId: 'demo-owner', orderSn })),
    confirmDuplicate: true,
    confirmNotAwaiting: true,
  }),
  'waybills.list': () => ({ filter: { status: 'live' }, limit: 50 }),
  'waybills.matchingIds': () => ({ filter: { printed: 'unprinted' } }),
  'waybills.desks': () => ({}),
  'waybills.recycle': (ctx) => ({ ids: ctx.waybillIds.slice(-1) }),
  'waybills.recyclePlan': (ctx) => ({ ids: ctx.waybillIds }),
  'waybills.openIntents': () => ({}),
  'waybills.resolveIntent': () => ({ id: 1, resolution: 'not-issued' }),
  'labels.get': (ctx) => ({ ids: ctx.waybillIds }),
  'labels.print': (ctx) => ({ ids: ctx.waybillIds.slice(0, 1), size: '76x130' }),
  'labels.exportPdf': (ctx) => ({ ids: ctx.waybillIds.slice(0, 1) }),
  'printers.list': () => ({}),
  'labels.preflight': () => ({ size: '100x150' }),
  // Nothing listens on port 1: the answer says so, and carries no token.
  'printers.testPrint': () => ({ size: '100x150', uri: 'socket://127.0.0.1:1?language=tspl' }),
  'documents.orders': (ctx) => ({ orderSns: ctx.orderSns }),
  'documents.print': (ctx) => ({ kind: 'pick-list', orderSns: ctx.orderSns }),
  'scan.status': () => ({}),
  // An order holding a live waybill: a reprint, so scan 1 can be reprinted again below.
  'printQueue.status': () => ({}),
  'printQueue.retry': () => ({ connection: LABEL_PRINTER }),
  'printQueue.move': () => ({ from: LABEL_PRINTER, to: 'socket://127.0.0.1:9101?language=zpl&dpi=203' }),
  'printQueue.cancel': () => ({ connection: LABEL_PRINTER }),
  'printQueue.reprint': () => ({ ids: [1] }),
  'printQueue.markPrinted': () => ({ ids: [1] }),
  'scan.submit': (ctx) => ({ code: ctx.orderSns[0] ?? '' }),
  'scan.reprint': () => ({ seq: 1 }),
  // The session's first scan asks no shop: answered as it is, nothing spent.
  'scan.chooseShop': () => ({ seq: 1, ownerId: 'demo-owner' }),
  // No parcel waits on the scale: answered null, nothing spent.
  'scan.weigh': () => ({ grams: 850 }),
  'scan.weighKey': () => ({ key: 'override' }),
  'coupons.lookup': (ctx) => ({ by: 'me', me: ctx.couponMe }),
  'push.submit': () => ({ items: [{ url: '600001', account: 'demo-account' }], type: '1' }),
  'account.charges': () => ({}),
  'data.backups': () => ({}),
  'data.backup': () => ({}),
  // The backup data.backup just made (it comes first in the contract).
  'data.restore': (ctx) => ({ file: ctx.latestBackup() }),
  'scan.check': (ctx) => ({ code: ctx.orderSns[1] ?? '' }),
  'scan.checkAnswer': () => ({ answer: 'hand' }),
  'barcodes.list': () => ({ text: '' }),
  'barcodes.bind': () => ({ barcode: '6901234567892', name: '云南普洱熟茶', spec: '357克' }),
  'barcodes.remove': () => ({ barcode: '6901234567892' }),
  'barcodes.unitWeight': () => ({ name: '白瓷茶杯', spec: '6只装', grams: 120 }),
  'barcodes.importCsv': () => ({ csv: 'barcode,name,spec\r\n6920152400012,白瓷茶杯,6只装\r\n' }),
  'barcodes.exportCsv': () => ({}),
  'shops.list': () => ({}),
  'shops.save': () => ({
    name: '茶叶小铺',
    colour: '#52c41a',
    ownerId: 'tea-owner',
    shopId: 'tea-shop',
    mallUserId: '10009',
    merchantUserId: '10009',
    orderChannelsType: 'PDD',
    sender: validFetch.sender,
    carriers: [{ cpCode: 'YTO', templateUrl: validFetch.templateUrl, isDefault: true }],
  }),
  'shops.pause': (ctx) => ({ id: ctx.shopId(), paused: true }),
  'shops.authorized': (ctx) => ({ id: ctx.shopId() }),
  'shops.remove': (ctx) => ({ id: ctx.shopId() }),
  'shops.deskLimit.get': () => ({}),
  'shops.deskLimit.set': () => ({ shopIds: [] }),
  'data.status': () => ({}),
  'data.cleanup': () => ({}),
  // One batch, opened, scanned into (the order's waybill, said yes to: its print is not known), closed, printed,
  // reopened with the word.
  'handover.open': () => ({ cpCode: '' }),
  'handover.batches': () => ({}),
  'handover.batch': () => ({ batchId: 1 }),
  'handover.scan': (ctx) => ({ batchId: 1, code: ctx.orderSns[0] ?? '', confirm: true }),
  'handover.remove': () => ({ batchId: 1, waybillId: 999_999 }),
  'handover.close': () => ({ batchId: 1 }),
  'handover.print': () => ({ batchId: 1 }),
  'handover.reopen': () => ({ batchId: 1, word: 'REOPEN', reason: 'one more parcel' }),
  'handover.notGone': () => ({ since: 0 }),
  'handover.of': (ctx) => ({ waybillIds: ctx.waybillIds }),
  'scale.ports': () => ({}),
  'scale.state': () => ({}),
  // Off: the Test opens no port on the machine that runs the test.
  'scale.test': () => ({ scale: DEFAULT_SCALE_SETTINGS }),
  'scale.testEnd': () => ({}),
};
