import { createVerify } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { printResponses, tradeOrder, waybillRequest } from '../testing/test-support';
import { fetchOnNewToken, startSuiteSandbox } from '../testing/suite-sandbox';

/** DECISIONS W12 (print_data, its signature and encryption) and W13 (sub-parent mode). */

const gateway = startSuiteSandbox();
let publicKey: string;
beforeAll(async () => {
  publicKey = await (await fetch(`${gateway.url}/sandbox/public-key`)).text();
});

const fetchWith = (body: unknown) => fetchOnNewToken(gateway.url, body);

describe('W12 print_data', () => {
  it('carries data, an RSA signature over the data text, and the template URL', async () => {
    const text: unknown = expect.any(String);
    const areaCode: unknown = expect.stringMatching(/^[A-H]\d+$/);
    const { envelope } = await fetchWith(waybillRequest(2, { dms_sorting: true }));
    for (const r of printResponses(envelope.data)) {
      const print = JSON.parse(r.print_data) as {
        data: Record<string, unknown>;
        signature: string;
        templateURL: string;
      };
      expect(Object.keys(print)).toEqual(['data', 'signature', 'templateURL']);
      expect(print.templateURL).toBe('https://cloudprint.example/template/standard/101');
      expect(print.data).toMatchObject({
        waybillCode: r.waybill_code,
        sender: {
          address: {
            province: '浙江省',
            city: '杭州市',
            district: '余杭区',
            town: '',
            detail: '文一西路 969 号',
          },
          mobile: '13800000000',
          name: '张三',
          phone: '',
        },
        recipient: { address: { province: '广东省', city: '深圳市' }, mobile: '13900000000', name: '李四' },
        routingInfo: {
          consolidation: { name: text, code: text },
          origin: { code: text },
          sortation: { name: text },
        },
        dmsSortingInfo: { siteAreaCode: areaCode },
        shippingOption: { code: text, services: {}, title: text },
      });
      expect(print.signature).toMatch(/^RSA:[A-Za-z0-9+/]+=*$/);
      const verify = createVerify('sha256').update(JSON.stringify(print.data));
      expect(verify.verify(publicKey, print.signature.slice(4), 'base64')).toBe(true);
      const tampered = createVerify('sha256').update(JSON.stringify({ ...print.data, waybillCode: 'X' }));
      expect(tampered.verify(publicKey, print.signature.slice(4), 'base64')).toBe(false);
    }
  });
  it('puts encryptedData instead of data when need_encrypt is true', async () => {
    const { envelope } = await fetchWith(waybillRequest(1, { need_encrypt: true }));
    const [r] = printResponses(envelope.data);
    const print = JSON.parse(r?.print_data ?? '{}') as Record<string, string>;
    expect(Object.keys(print)).toEqual(['encryptedData', 'signature', 'templateURL']);
    expect(print.encryptedData).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(print.encryptedData).not.toContain(r?.waybill_code);
    expect(Buffer.from(print.encryptedData ?? '', 'base64').toString('utf8')).not.toContain('waybillCode');
    expect(
      createVerify('sha256')
        .update(print.encryptedData ?? '')
        .verify(publicKey, (print.signature ?? '').slice(4), 'base64'),
    ).toBe(true);
  });
  it('carries logistics_services JSON as shippingOption.services', async () => {
    const services = '{"SVC-INSURE":{"value":"1000"}}';
    const body = waybillRequest(1, {
      trade_order_info_dtos: [tradeOrder(0, { logistics_services: services })],
    });
    const [r] = printResponses((await fetchWith(body)).envelope.data);
    const print = JSON.parse(r?.print_data ?? '{}') as { data: { shippingOption: { services: unknown } } };
    expect(print.data.shippingOption.services).toEqual(JSON.parse(services));
  });
});

describe('W13 sub-parent mode', () => {
  const pkg = (total?: number) => ({
    items: [{ count: 1, name: '沙发' }],
    ...(total === undefined ? {} : { total_packages_count: total }),
  });
  it('gives a freight carrier with several packages a parent number, shared by the packages of one order', async () => {
    const dtos = [
      tradeOrder(0, {
        package_info: pkg(3),
        order_info: { order_channels_type: 'PDD', trade_order_list: ['A1'] },
      }),
      tradeOrder(1, {
        package_info: pkg(3),
        order_info: { order_channels_type: 'PDD', trade_order_list: ['A1'] },
      }),
      tradeOrder(2, {
        package_info: pkg(2),
        order_info: { order_channels_type: 'PDD', trade_order_list: ['B2'] },
      }),
      tradeOrder(3, { package_info: pkg(1) }),
    ];
    const { envelope } = await fetchWith(waybillRequest(1, { cp_code: 'DBKD', trade_order_info_dtos: dtos }));
    const [a, b, c, d] = printResponses(envelope.data);
    expect(a?.parent_waybill_code).toMatch(/^DPK\d{12}$/);
    expect(b?.parent_waybill_code).toBe(a?.parent_waybill_code);
    expect(c?.parent_waybill_code).toMatch(/^DPK\d{12}$/);
    expect(c?.parent_waybill_code).not.toBe(a?.parent_waybill_code);
    expect(d?.parent_waybill_code).toBe('');
    for (const r of [a, b, c]) {
      expect(r?.waybill_code).toMatch(/^DPK\d{12}$/);
      expect(r?.waybill_code).not.toBe(r?.parent_waybill_code);
    }
    const positions = [a, b].map(
      (r) =>
        (JSON.parse(r?.print_data ?? '{}') as { data: { packageQuantity: unknown } }).data.packageQuantity,
    );
    expect(positions).toEqual([
      { index: 1, total: 3 },
      { index: 2, total: 3 },
    ]);
    expect(envelope.data.withholding_money).toBe(4);
  });
  it('leaves parent_waybill_code empty for an express carrier', async () => {
    const body = waybillRequest(1, {
      cp_code: 'YTO',
      trade_order_info_dtos: [tradeOrder(0, { package_info: pkg(3) })],
    });
    expect(printResponses((await fetchWith(body)).envelope.data)[0]?.parent_waybill_code).toBe('');
  });
});
