import type { Channel, In } from '../../shared/ipc/contract';

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
  'data.status': { input: 7, field: 'body' },
  'data.cleanup': { input: { vacuum: 'yes' }, field: 'vacuum' },
};

/** A label printer the fake driver of the test desk takes (nothing listens there). */
const LABEL_PRINTER = 'socket://127.0.0.1:9100?language=tspl&dpi=203';

export interface ChannelContext {
  /** The newest backup file of the ledger ('' when none). */
  latestBackup: () => string;
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
  'data.status': () => ({}),
  'data.cleanup': () => ({}),
};
