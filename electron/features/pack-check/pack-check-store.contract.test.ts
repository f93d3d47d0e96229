import { describe, expect, it } from 'vitest';
import { ledgerBackends, ledgerForEachTest, CONTRACT_DESK } from '../../testing/ledger-backends';
import { recordFetch } from '../../testing/ledger-test-kit';
import { openPackCheckStore } from './open-pack-check-store';
import { BarcodeTaken } from './pack-check-store';
import { barcodesToCsv } from './barcodes-csv';
import { importBarcodeCsv } from './barcodes-import';

/* The pack check's store contract (goods barcodes, check records), the same on every ledger backend. */

const TEA = { name: '云南普洱熟茶 357克饼', spec: '2021年 两饼装' };
const CUP = { name: '白瓷茶杯', spec: '6只装' };

describe.each(ledgerBackends())('pack check store ($name)', (backend) => {
  const clock = new Date(2025, 5, 15, 12, 0, 0).getTime();
  const subject = ledgerForEachTest(backend, () => clock);
  const store = () => {
    const connection = subject.ledger.connection;
    if (!connection) throw new Error('the contract ledger has a connection');
    return openPackCheckStore(connection);
  };

  it('binds several barcodes to one goods, and one barcode to one goods only', async () => {
    const s = store();
    await s.bind('6901234567892', TEA);
    await s.bind('SKU-TEA-01', TEA);
    // The same binding again is kept as it is.
    await s.bind('6901234567892', TEA);
    await expect(s.bind('6901234567892', CUP)).rejects.toBeInstanceOf(BarcodeTaken);
    const bound = await s.barcodesOf([TEA, CUP]);
    expect(bound.map((b) => b.barcode).sort()).toEqual(['6901234567892', 'SKU-TEA-01']);
    expect(bound[0]).toMatchObject({ ...TEA, desk: CONTRACT_DESK, createdAt: clock });
    const found = await s.goodsOf(['6901234567892', '0000']);
    expect([...found.keys()]).toEqual(['6901234567892']);
    expect(found.get('6901234567892')).toMatchObject(TEA);
  });

  it('imports a CSV: good rows bound, bad rows listed with their line and reason; exports what it holds', async () => {
    const s = store();
    await s.bind('6920152400012', CUP);
    await s.bind('SKU-CUP-02', CUP);
    const csv = [
      '条码,商品名称,规格',
      '6901234567892,"云南普洱熟茶 357克饼","2021年 两饼装"',
      'SKU-TEA-01,云南普洱熟茶 357克饼,2021年 两饼装',
      '6901234567891,坏条码,', // fails its check digit: a misread
      ',没有条码,',
      'SKU-NO-GOODS,,',
      '6920152400012,别的商品,', // bound to the cups already
      'SKU-TEA-01,白瓷茶杯,6只装', // the same barcode for two goods in one file
      'SKU-CUP-02,白瓷茶杯,6只装', // already bound as it is
    ].join('\r\n');
    const outcome = await importBarcodeCsv(s, csv);
    expect(outcome).toEqual({
      added: 2,
      unchanged: 1,
      bad: [
        { line: 4, barcode: '6901234567891', reason: 'check-digit' },
        { line: 5, barcode: '', reason: 'no-barcode' },
        { line: 6, barcode: 'SKU-NO-GOODS', reason: 'no-goods' },
        { line: 7, barcode: '6920152400012', reason: 'taken' },
        { line: 8, barcode: 'SKU-TEA-01', reason: 'two-goods' },
      ],
    });
    // A round trip: what is exported reads back as the same bindings, every one of them already there.
    const all = await s.list({ text: '', limit: 50 });
    expect(all.map((b) => b.barcode).sort()).toEqual([
      '6901234567892',
      '6920152400012',
      'SKU-CUP-02',
      'SKU-TEA-01',
    ]);
    expect(await importBarcodeCsv(s, barcodesToCsv(all))).toEqual({ added: 0, unchanged: 4, bad: [] });
    expect((await s.goodsOf(['SKU-TEA-01'])).get('SKU-TEA-01')).toMatchObject(TEA);
  });

  it('lists by barcode, name or spec, and forgets a barcode', async () => {
    const s = store();
    await s.bind('6901234567892', TEA);
    await s.bind('6920152400012', CUP);
    expect((await s.list({ text: '普洱', limit: 50 })).map((b) => b.barcode)).toEqual(['6901234567892']);
    expect((await s.list({ text: '6只', limit: 50 })).map((b) => b.barcode)).toEqual(['6920152400012']);
    expect(await s.list({ text: '', limit: 50 })).toHaveLength(2);
    expect(await s.remove('6920152400012')).toBe(true);
    expect(await s.remove('6920152400012')).toBe(false);
    // A forgotten barcode may name other goods now.
    await expect(s.bind('6920152400012', TEA)).resolves.toMatchObject(TEA);
  });

  it('keeps bindings across a restart of the desk', async () => {
    await store().bind('6901234567892', TEA);
    await subject.reopen();
    expect((await store().goodsOf(['6901234567892'])).get('6901234567892')).toMatchObject(TEA);
  });

  it('shows and filters waybills by whether they were checked', async () => {
    const [w, other] = await recordFetch(subject.ledger, [
      { orderSn: 'A', waybillCode: 'YT0000000000001' },
      { orderSn: 'B', waybillCode: 'YT0000000000002' },
    ]);
    const lines = [{ ...TEA, need: 1, scanned: 1, byHand: 0 }];
    await store().recordCheck({ waybillId: w!.id, orderSns: ['A'], lines, overrides: 0 });
    const ids = async (checked: 'all' | 'checked' | 'unchecked') =>
      (await subject.ledger.listWaybills({ checked }, 0, 50)).rows.map((r) => [r.id, r.checked]);
    expect(await ids('checked')).toEqual([[w!.id, true]]);
    expect(await ids('unchecked')).toEqual([[other!.id, false]]);
    expect(await ids('all')).toHaveLength(2);
    expect(await subject.ledger.matchingWaybillIds({ checked: 'unchecked' })).toEqual([other!.id]);
  });

  it('records each check with its waybill: desk, time, counts scanned and by hand, overrides', async () => {
    const [w] = await recordFetch(subject.ledger, [{ orderSn: 'A', waybillCode: 'YT0000000000001' }]);
    const s = store();
    const lines = [{ ...TEA, need: 2, scanned: 1, byHand: 1 }];
    await s.recordCheck({ waybillId: w!.id, orderSns: ['A'], lines, overrides: 1 });
    const checks = await s.checksOf([w!.id, 999]);
    expect([...checks.keys()]).toEqual([w!.id]);
    expect(checks.get(w!.id)).toEqual({
      waybillId: w!.id,
      orderSns: ['A'],
      lines,
      overrides: 1,
      desk: CONTRACT_DESK,
      checkedAt: clock,
    });
  });
});
