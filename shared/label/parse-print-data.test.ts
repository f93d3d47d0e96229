import { describe, expect, it } from 'vitest';
import { parsePrintData } from './parse-print-data';
import {
  SAMPLE_CARRIERS,
  samplePrintData,
  samplePrintDataObject,
  sampleWaybillCode,
} from '../testing/print-data-samples';
import type { LabelModel, LabelParseResult } from './label-model';

const label = (result: LabelParseResult): LabelModel => {
  if (!result.ok) throw new Error(`expected a label, got error: ${result.error}`);
  return result.label;
};

const errorOf = (result: LabelParseResult): string => {
  if (result.ok) throw new Error('expected a parse error, got a label');
  return result.error;
};

describe('parsePrintData: every carrier', () => {
  it.each(SAMPLE_CARRIERS)('%s: draws the routing, parties and ledger extras', (carrier) => {
    const text = samplePrintData(carrier, { seq: 42 });
    const source = samplePrintDataObject(carrier, { seq: 42 }) as {
      data: { routingInfo: { sortation: { name: string }; consolidation: { name: string; code: string } } };
    };
    const model = label(
      parsePrintData(text, {
        goodsSummary: '保温杯 ×2',
        orderSn: '240611-1234567',
        printedAt: '2024-06-11 10:20',
      }),
    );
    expect(model.encrypted).toBe(false);
    expect(model.waybillCode).toBe(sampleWaybillCode(carrier, 42));
    expect(model.sortationName).toBe(source.data.routingInfo.sortation.name);
    expect(model.consolidationName).toBe(source.data.routingInfo.consolidation.name);
    expect(model.consolidationCode).toBe(source.data.routingInfo.consolidation.code);
    expect(model.originCode).toBe('571001');
    expect(model.originName).toBe('杭州余杭');
    expect(model.routeCode).not.toBe('');
    expect(model.siteAreaCode).not.toBe('');
    expect(model.shippingOptionTitle).not.toBe('');
    expect(model.templateURL).toMatch(/^https:\/\/cloudprint\.example\/template\/standard\//);
    // Recipient: masked mobile, municipality printed once, full address.
    expect(model.recipient).toEqual({
      name: '王小明',
      phone: '138****5678',
      addressLine: '上海市 浦东新区 张江镇 祖冲之路 888 弄 3 号 301 室',
    });
    // Sender keeps its number: it is the shop's own.
    expect(model.sender?.phone).toBe('13957112345');
    expect(model.sender?.addressLine).toBe('浙江省 杭州市 余杭区 仓前街道 文一西路 1001 号 3 号仓');
    expect(model.goodsSummary).toBe('保温杯 ×2');
    expect(model.orderSn).toBe('240611-1234567');
    expect(model.printedAt).toBe('2024-06-11 10:20');
    expect(model.parentWaybillCode).toBe('');
    expect(model.package).toBeNull();
  });

  it('reads services given as a map (SF) and as a list (DBKD)', () => {
    expect(label(parsePrintData(samplePrintData('SF'))).shippingServices).toEqual(['SVC-INSURE: 2000']);
    expect(label(parsePrintData(samplePrintData('DBKD'))).shippingServices).toEqual(['送货上楼']);
    expect(label(parsePrintData(samplePrintData('YTO'))).shippingServices).toEqual([]);
  });

  it('accepts numbers where strings are expected (and the reverse)', () => {
    const model = label(parsePrintData(samplePrintData('ZTO', { numbersAsNumbers: true })));
    expect(model.consolidationCode).toBe('200120');
    expect(model.originCode).toBe('571001');
    const viaStrings = label(parsePrintData(samplePrintData('ZTO'), { packageIndex: 2, packageCount: 3 }));
    expect(viaStrings.consolidationCode).toBe(model.consolidationCode);
    const numeric = label(
      parsePrintData(samplePrintData('ZTO', { dataOverrides: { waybillCode: 73100000000042 } })),
    );
    expect(numeric.waybillCode).toBe('73100000000042');
  });

  it('accepts missing optional parts and a double-encoded data object', () => {
    const bare = samplePrintDataObject('YTO', {
      dataOverrides: {
        routingInfo: undefined,
        dmsSortingInfo: undefined,
        shippingOption: undefined,
        sender: undefined,
      },
    });
    const model = label(parsePrintData(JSON.stringify({ data: bare.data })));
    expect(model.sortationName).toBe('');
    expect(model.siteAreaCode).toBe('');
    expect(model.sender).toBeNull();
    expect(model.templateURL).toBe('');
    expect(model.recipient?.name).toBe('王小明');
    const doubled = samplePrintDataObject('STO');
    const fromText = label(
      parsePrintData(JSON.stringify({ ...doubled, data: JSON.stringify(doubled.data) })),
    );
    expect(fromText).toEqual(label(parsePrintData(JSON.stringify(doubled))));
  });

  it('leaves an already masked phone alone and falls back to the landline', () => {
    const recipient = {
      name: '赵六',
      mobile: '',
      phone: '021-58881234',
      address: { province: '上海市', city: '上海市', district: '徐汇区', detail: '漕溪北路 1 号' },
    };
    const model = label(parsePrintData(samplePrintData('EMS', { dataOverrides: { recipient } })));
    expect(model.recipient?.phone).toBe('021-****1234');
    const masked = { ...recipient, mobile: '139****0000' };
    expect(
      label(parsePrintData(samplePrintData('EMS', { dataOverrides: { recipient: masked } }))).recipient
        ?.phone,
    ).toBe('139****0000');
  });
});

describe('parsePrintData: sub-parent mode (DECISIONS W13)', () => {
  it('DBKD child label carries the parent code and its package position', () => {
    const child = sampleWaybillCode('DBKD', 7);
    const model = label(
      parsePrintData(samplePrintData('DBKD', { waybillCode: child }), {
        parentWaybillCode: 'DPK000000000001',
        packageIndex: 2,
        packageCount: 5,
      }),
    );
    expect(model.waybillCode).toBe(child);
    expect(model.parentWaybillCode).toBe('DPK000000000001');
    expect(model.package).toEqual({ index: 2, count: 5 });
  });

  it('reads the parent and position from print_data itself when the ledger has none', () => {
    const text = samplePrintData('DBKD', {
      subParent: { parentWaybillCode: 'DPK000000000009', index: 3, total: 4 },
    });
    const model = label(parsePrintData(text));
    expect(model.parentWaybillCode).toBe('DPK000000000009');
    expect(model.package).toEqual({ index: 3, count: 4 });
    expect(model.carrierCode).toBe('DBKD');
    // The ledger's own record wins.
    expect(label(parsePrintData(text, { packageIndex: 1, packageCount: 2 })).package).toEqual({
      index: 1,
      count: 2,
    });
  });

  it('ignores a package position that cannot be right', () => {
    const text = samplePrintData('DBKD');
    expect(label(parsePrintData(text, { packageIndex: 6, packageCount: 5 })).package).toBeNull();
    expect(label(parsePrintData(text, { packageIndex: 1, packageCount: 1 })).package).toBeNull();
    expect(label(parsePrintData(text, { packageCount: 5 })).package).toBeNull();
  });
});

describe('parsePrintData: encrypted content', () => {
  it.each(SAMPLE_CARRIERS)('%s: a model that says it is encrypted and why', (carrier) => {
    const code = sampleWaybillCode(carrier, 9);
    const model = label(
      parsePrintData(samplePrintData(carrier, { encrypted: true, seq: 9 }), { waybillCode: code }),
    );
    expect(model.encrypted).toBe(true);
    expect(model.encryptedReason).toMatch(/cloud-print component/);
    expect(model.waybillCode).toBe(code);
    expect(model.templateURL).toContain('/template/standard/');
    expect(model.recipient).toBeNull();
  });

  it('an empty encryptedData is an error, not a label', () => {
    expect(errorOf(parsePrintData(JSON.stringify({ encryptedData: '', signature: 'RSA:x' })))).toBe(
      'print_data.encryptedData is empty',
    );
  });
});

describe('parsePrintData: malformed text names what is wrong', () => {
  const withData = (overrides: Record<string, unknown>) =>
    samplePrintData('YTO', { dataOverrides: overrides });

  it.each([
    ['empty text', '', 'print_data is empty'],
    ['blank text', '   ', 'print_data is empty'],
    ['not JSON', '{"data": {"waybillCode": ', 'print_data is not valid JSON'],
    ['an array', '[1,2]', 'print_data is not a JSON object'],
    ['a number', '42', 'print_data is not a JSON object'],
    [
      'no data, no encryptedData',
      '{"signature":"RSA:x","templateURL":"https://a/template/standard/1"}',
      'print_data.data is missing',
    ],
    ['data not an object', '{"data": 17}', 'print_data.data is not an object'],
    ['no waybill code', withData({ waybillCode: undefined }), 'print_data.data.waybillCode is missing'],
    ['empty waybill code', withData({ waybillCode: '  ' }), 'print_data.data.waybillCode is missing'],
    ['no recipient', withData({ recipient: undefined }), 'print_data.data.recipient is missing'],
    [
      'recipient without a name',
      withData({ recipient: { mobile: '13800000000', address: { detail: 'x' } } }),
      'print_data.data.recipient.name is missing',
    ],
    [
      'recipient without an address',
      withData({ recipient: { name: 'A', mobile: '13800000000' } }),
      'print_data.data.recipient.address is missing',
    ],
  ])('%s', (_kind, text, message) => {
    const result = parsePrintData(text);
    expect(result.ok).toBe(false);
    expect(errorOf(result)).toContain(message);
  });

  it('names every missing part at once and keeps the waybill code it could read', () => {
    const result = parsePrintData(withData({ recipient: { mobile: '1' } }), { waybillCode: 'ignored' });
    expect(result).toEqual({
      ok: false,
      error: 'print_data.data.recipient.name is missing; print_data.data.recipient.address is missing',
      waybillCode: sampleWaybillCode('YTO', 1),
    });
  });

  it('falls back to the ledger waybill code for an unreadable text', () => {
    expect(parsePrintData('nope', { waybillCode: 'YT0000000000001' })).toMatchObject({
      ok: false,
      waybillCode: 'YT0000000000001',
    });
  });
});

describe('parsePrintData: the waybill’s orders', () => {
  it('a merged waybill keeps every order (first = the barcode) and every order’s goods', () => {
    const orders = ['240611-1234567', '240611-1234568', '240611-1234569'];
    const model = label(
      parsePrintData(samplePrintData('YTO', { seq: 1 }), {
        orderSns: orders,
        goodsSummary: '纯棉T恤 白色 XL ×2；帆布包 ×1；保温杯 500ml ×3',
      }),
    );
    expect(model.orderSn).toBe(orders[0]);
    expect(model.orderSns).toEqual(orders);
    expect(model.goodsSummary).toBe('纯棉T恤 白色 XL ×2；帆布包 ×1；保温杯 500ml ×3');
  });

  it('one order without a list is a list of one; none is an empty list', () => {
    const one = label(parsePrintData(samplePrintData('YTO', { seq: 1 }), { orderSn: '240611-1' }));
    expect([one.orderSn, one.orderSns]).toEqual(['240611-1', ['240611-1']]);
    const none = label(parsePrintData(samplePrintData('YTO', { seq: 1 })));
    expect([none.orderSn, none.orderSns]).toEqual(['', []]);
  });
});
