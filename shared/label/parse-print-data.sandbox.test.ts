import { describe, expect, it } from 'vitest';
import { printResponses, tradeOrder, waybillRequest } from '../../sandbox/testing/test-support';
import { fetchOnNewToken, startSuiteSandbox } from '../../sandbox/testing/suite-sandbox';
import { parsePrintData } from './parse-print-data';
import { SAMPLE_CARRIERS } from '../testing/print-data-samples';

// The label model read from the sandbox's real print_data, fetched over HTTP (DECISIONS W12, W13).
const gateway = startSuiteSandbox();

const fetchWaybills = async (body: unknown) => {
  const { envelope } = await fetchOnNewToken(gateway.url, body);
  expect(envelope.code, envelope.msg).toBe(0);
  return printResponses(envelope.data);
};

describe('label model from sandbox print_data', () => {
  it.each(SAMPLE_CARRIERS)('%s', async (carrier) => {
    const [r] = await fetchWaybills(waybillRequest(1, { cp_code: carrier, dms_sorting: true }));
    const result = parsePrintData(r!.print_data, {
      waybillCode: r!.waybill_code,
      parentWaybillCode: r!.parent_waybill_code,
    });
    if (!result.ok) throw new Error(result.error);
    const m = result.label;
    expect(m.encrypted).toBe(false);
    expect(m.waybillCode).toBe(r!.waybill_code);
    expect(m.carrierCode).toBe(carrier);
    expect(m.sortationName).not.toBe('');
    expect(m.consolidationName).not.toBe('');
    expect(m.routeCode).not.toBe('');
    expect(m.siteAreaCode).not.toBe('');
    expect(m.shippingOptionTitle).not.toBe('');
    expect(m.recipient).toEqual({
      name: '李四',
      phone: '139****0000',
      addressLine: '广东省 深圳市 南山区 科技园南路 18 号',
    });
    expect(m.sender?.name).toBe('张三');
    expect(m.templateURL).toMatch(/\/template\/standard\//);
    expect(m.package).toBeNull();
    expect(m.parentWaybillCode).toBe('');
  });

  it('DBKD sub-parent mode: each child carries the parent code and its position', async () => {
    const dtos = [1, 2, 3].map((i) =>
      tradeOrder(i, {
        order_info: { order_channels_type: 'PDD', trade_order_list: ['240601-000000000077'] },
        package_info: { id: `pkg_${i}`, items: [{ count: 1, name: '沙发' }], total_packages_count: 3 },
      }),
    );
    const responses = await fetchWaybills(
      waybillRequest(0, { cp_code: 'DBKD', trade_order_info_dtos: dtos }),
    );
    const models = responses.map((r) => {
      const result = parsePrintData(r.print_data, { parentWaybillCode: r.parent_waybill_code });
      if (!result.ok) throw new Error(result.error);
      return result.label;
    });
    const parent = responses[0]!.parent_waybill_code;
    expect(parent).toMatch(/^DPK\d{12}$/);
    expect(models.map((m) => [m.parentWaybillCode, m.package])).toEqual([
      [parent, { index: 1, count: 3 }],
      [parent, { index: 2, count: 3 }],
      [parent, { index: 3, count: 3 }],
    ]);
    expect(new Set(models.map((m) => m.waybillCode)).size).toBe(3);
  });

  it('encrypted print_data gives a model that says it is encrypted', async () => {
    const [r] = await fetchWaybills(waybillRequest(1, { cp_code: 'ZTO', need_encrypt: true }));
    const result = parsePrintData(r!.print_data, { waybillCode: r!.waybill_code });
    expect(result).toMatchObject({ ok: true, label: { encrypted: true, waybillCode: r!.waybill_code } });
  });
});
