import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { IssuedWaybill } from '../ipc/channels/waybills';
import { CSV_BOM, unescapeFormulaCell } from '../csv/csv-writer';
import { WAYBILL_CSV_COLUMNS, waybillCsvCells, waybillsCsv, type WaybillCsvWords } from './waybill-csv';

const ISSUED = new Date(2025, 5, 15, 9, 5, 7).getTime();

const waybill = (over: Partial<IssuedWaybill> = {}): IssuedWaybill => ({
  id: 1,
  waybillCode: 'YT0000000000001',
  parentWaybillCode: '',
  cpCode: 'YTO',
  orderSn: 'O-1',
  orderSns: ['O-1'],
  shopId: 'demo-shop',
  ownerId: 'demo-owner',
  issuedAt: ISSUED,
  encrypted: false,
  receiverName: '张三',
  goodsName: '纯棉T恤 白色 XL',
  printedCount: 0,
  lastPrintedAt: null,
  dialogCount: 0,
  lastDialogAt: null,
  status: 'live',
  recycledAt: null,
  lastRecycleError: null,
  desk: 'desk 1',
  checked: false,
  weight: null,
  handover: null,
  ...over,
});

const words = (over: Partial<WaybillCsvWords> = {}): WaybillCsvWords => ({
  headers: Object.fromEntries(WAYBILL_CSV_COLUMNS.map((c) => [c, `h:${c}`])) as WaybillCsvWords['headers'],
  printed: '已打印',
  dialog: '已送打印对话框',
  unprinted: '未打印',
  live: '有效',
  recycled: '已回收',
  checked: '已验货',
  unchecked: '未验货',
  overridden: '已越过',
  notHandedOver: '未交接',
  carriers: { YTO: '圆通' },
  shops: { 'demo-owner': '店铺 A' },
  showDesk: false,
  showShop: true,
  ...over,
});

const rowsOf = (csv: string) =>
  Papa.parse<string[]>(csv.slice(CSV_BOM.length), { skipEmptyLines: true }).data;

describe('waybill CSV', () => {
  it('writes every shown column in the seller words: shop, weight, override, handover batch and time', () => {
    const at = new Date(2025, 5, 15, 17, 30, 0).getTime();
    const w = waybill({
      printedCount: 2,
      checked: true,
      weight: { grams: 1234.5, overridden: true },
      handover: { batchId: 12, at, closed: true },
    });
    const cells = waybillCsvCells(w, words());
    expect(cells).toEqual([
      'YT0000000000001',
      '',
      '圆通',
      '店铺 A',
      'O-1',
      '张三',
      '纯棉T恤 白色 XL',
      '2025-06-15 09:05:07',
      '已打印 ×2',
      '有效',
      '已验货',
      '1.235',
      '已越过',
      'HO-12',
      '2025-06-15 17:30:00',
    ]);
  });

  it('says "not handed over" only for a live, printed label in no batch', () => {
    const handoverOf = (w: IssuedWaybill) => waybillCsvCells(w, words({ showShop: false })).at(-2);
    expect(handoverOf(waybill({ printedCount: 1 }))).toBe('未交接');
    expect(handoverOf(waybill({ dialogCount: 1 }))).toBe('未交接');
    expect(handoverOf(waybill())).toBe('');
    expect(handoverOf(waybill({ printedCount: 1, status: 'recycled' }))).toBe('');
  });

  it('shows the desk column only for a shared ledger and the shop column only with several shops', () => {
    const header = (w: WaybillCsvWords) => rowsOf(waybillsCsv([], w))[0];
    expect(header(words({ showDesk: true, showShop: false }))).toContain('h:desk');
    expect(header(words({ showDesk: true, showShop: false }))).not.toContain('h:shop');
    expect(header(words({ showDesk: false, showShop: true }))).toContain('h:shop');
    expect(header(words({ showDesk: false, showShop: true }))).not.toContain('h:desk');
  });

  it('is UTF-8 text with a byte-order mark; a cell beginning with = + - @ never runs as a formula', () => {
    const hostile = waybill({
      receiverName: '=HYPERLINK("http://x.invalid","点我")',
      goodsName: '+41',
      orderSns: ['-5', '@A1'],
      orderSn: '-5',
    });
    const csv = waybillsCsv([hostile], words());
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const [, row] = rowsOf(csv);
    const cell = (column: string) => row![rowsOf(csv)[0]!.indexOf(`h:${column}`)]!;
    for (const column of ['receiver', 'goods', 'orders']) expect(cell(column)).toMatch(/^'[=+\-@]/);
    // Read back, every value is what the ledger holds.
    expect(unescapeFormulaCell(cell('receiver'))).toBe(hostile.receiverName);
    expect(unescapeFormulaCell(cell('orders'))).toBe('-5 @A1');
  });
});
