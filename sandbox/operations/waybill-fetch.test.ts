import { describe, expect, it } from 'vitest';
import { WAYBILL_FORMATS } from '../catalogue/carriers';
import {
  call,
  newToken,
  printResponses,
  stateOf,
  tradeOrder,
  waybillRequest,
  type FetchData,
} from '../testing/test-support';
import { fetchOnNewToken, startSuiteSandbox } from '../testing/suite-sandbox';

const gateway = startSuiteSandbox();

const REQ = 'param_waybill_cloud_print_apply_new_request';

const fetchWith = (body: unknown) => fetchOnNewToken(gateway.url, body);

async function expectRefused(body: unknown, msg: RegExp) {
  const { envelope, token } = await fetchWith(body);
  expect(envelope.code).toBe(100);
  expect(envelope.data).toBeNull();
  expect(envelope.msg).toMatch(msg);
  const state = await stateOf(gateway.url, token);
  expect([state.points, state.waybillsIssued]).toEqual([100_000, 0]);
}

describe('a valid fetch', () => {
  it('issues one waybill per entry, matched by object_id, and charges 1 point each (C1)', async () => {
    const { envelope, token } = await fetchWith(waybillRequest(10));
    expect(envelope.code).toBe(0);
    const responses = printResponses(envelope.data);
    expect(responses.map((r) => r.object_id)).toEqual(Array.from({ length: 10 }, (_, i) => `obj-${i}`));
    expect(new Set(responses.map((r) => r.waybill_code)).size).toBe(10);
    expect(envelope.data.withholding_money).toBe(10);
    const state = await stateOf(gateway.url, token);
    expect([state.points, state.waybillsIssued, state.waybillsLive]).toEqual([100_000 - 10, 10, 10]);
    for (const r of responses)
      expect(Object.keys(r).sort()).toEqual([
        'object_id',
        'parent_waybill_code',
        'print_data',
        'waybill_code',
      ]);
  });
});

describe('W1 fields after user_id, and vvtype', () => {
  const options = {
    store_code: 'WH1',
    resource_code: 'R1',
    dms_sorting: true,
    three_pl_timing: false,
    need_encrypt: false,
    multi_packages_shipment: false,
    brand_code: 'B',
    extra_info: '{}',
    customer_code: 'C1',
    call_door_pick_up: false,
    shipping_branch_code: 'S1',
  };
  it('accepts every option inside the request object', async () => {
    expect((await fetchWith(waybillRequest(1, options))).envelope.code).toBe(0);
  });
  it('refuses an option at the top level', async () => {
    await expectRefused(waybillRequest(1, {}, { need_encrypt: true }), /^need_encrypt: is not a field/);
  });
  it('accepts vvtype at the top, inside, or both when equal', async () => {
    for (const [apply, top] of [
      [{}, { vvtype: 2 }],
      [{ vvtype: 3 }, {}],
      [{ vvtype: 2 }, { vvtype: '2' }],
      [{}, {}],
    ]) {
      expect((await fetchWith(waybillRequest(1, apply, top))).envelope.code).toBe(0);
    }
  });
  it('refuses two different vvtypes, and editions other than 1 to 3', async () => {
    await expectRefused(waybillRequest(1, { vvtype: 3 }, { vvtype: 2 }), /^vvtype: /);
    await expectRefused(waybillRequest(1, {}, { vvtype: 4 }), /^vvtype: /);
  });
});

describe('W3 all or nothing, with the path of the first bad field', () => {
  it('names the entry and field, and issues nothing', async () => {
    const body = waybillRequest(5);
    const dtos = body[REQ].trade_order_info_dtos;
    dtos[3] = tradeOrder(3, {
      package_info: { items: Array.from({ length: 101 }, () => ({ count: 1, name: 'x' })) },
    });
    await expectRefused(body, new RegExp(`^${REQ}\\.trade_order_info_dtos\\[3\\]\\.package_info\\.items: `));
  });
});

describe('W4, W5 uniqueness', () => {
  it('refuses a duplicate object_id', async () => {
    const body = waybillRequest(3);
    body[REQ].trade_order_info_dtos[2] = tradeOrder(2, { object_id: 'obj-0' });
    await expectRefused(body, /trade_order_info_dtos\[2\]\.object_id: .*obj-0/);
  });
  /** Two entries (obj-0, obj-1) whose packages carry these ids. */
  const withPackageIds = (...ids: string[]) =>
    waybillRequest(2, {
      trade_order_info_dtos: ids.map((id, i) =>
        tradeOrder(i, { package_info: { id, items: [{ count: 1, name: 'x' }] } }),
      ),
    });
  it('refuses package ids that differ only in case, naming both object_ids', async () => {
    await expectRefused(withPackageIds('Ab1', 'ab1'), /package_info\.id: .*obj-0.*obj-1/);
  });
  it('accepts distinct package ids', async () => {
    expect((await fetchWith(withPackageIds('P_1', 'P_2'))).envelope.code).toBe(0);
  });
});

describe('W6 items', () => {
  const withItems = (items: unknown[]) =>
    waybillRequest(1, { trade_order_info_dtos: [tradeOrder(0, { package_info: { items } })] });
  it('needs 1 to 100 entries with a positive whole count', async () => {
    expect(
      (await fetchWith(withItems(Array.from({ length: 100 }, () => ({ count: 2, name: 'x' }))))).envelope
        .code,
    ).toBe(0);
    await expectRefused(withItems([]), /package_info\.items: /);
    for (const count of [0, -1, 1.5, '1'])
      await expectRefused(withItems([{ count, name: 'x' }]), /items\[0\]\.count: /);
  });
});

describe('W7 contacts', () => {
  const sender = (contact: Record<string, string>) => ({
    address: { province: '浙江省', detail: '文一西路 969 号' },
    name: '张三',
    ...contact,
  });
  it('needs a sender mobile or phone', async () => {
    await expectRefused(waybillRequest(1, { sender: sender({}) }), /sender\.mobile: /);
    await expectRefused(waybillRequest(1, { sender: sender({ mobile: '', phone: '' }) }), /sender\.mobile: /);
    expect(
      (await fetchWith(waybillRequest(1, { sender: sender({ phone: '0571-88888888' }) }))).envelope.code,
    ).toBe(0);
  });
  it('needs a recipient mobile or phone unless oaid or caid is given', async () => {
    const recipient = (extra: Record<string, string>) => ({
      address: { province: '广东省', detail: '科技园南路 18 号' },
      name: '李**',
      ...extra,
    });
    const body = (extra: Record<string, string>) =>
      waybillRequest(1, { trade_order_info_dtos: [tradeOrder(0, { recipient: recipient(extra) })] });
    await expectRefused(body({}), /recipient\.mobile: /);
    expect((await fetchWith(body({ oaid: 'oaid-123' }))).envelope.code).toBe(0);
    expect((await fetchWith(body({ caid: 'caid-123' }))).envelope.code).toBe(0);
  });
});

describe('W8 template_url', () => {
  const body = (template_url: string) =>
    waybillRequest(1, { trade_order_info_dtos: [tradeOrder(0, { template_url })] });
  it('accepts any host with /template/standard/<id>', async () => {
    for (const u of [
      'https://cloudprint.example/template/standard/101',
      'http://t.local:8080/template/standard/a_B-9',
    ]) {
      expect((await fetchWith(body(u))).envelope.code).toBe(0);
    }
  });
  it('refuses anything else', async () => {
    for (const u of [
      'ftp://x/template/standard/1',
      'https://x/template/custom/1',
      'https://x/template/standard/',
      'https://x/template/standard/1/2',
      '/template/standard/1',
    ]) {
      await expectRefused(body(u), /template_url: /);
    }
  });
});

describe('W9 door pickup', () => {
  it('needs a well-shaped start time when booked, and an end not before it', async () => {
    await expectRefused(waybillRequest(1, { call_door_pick_up: true }), /door_pick_up_time: is required/);
    await expectRefused(
      waybillRequest(1, { call_door_pick_up: true, door_pick_up_time: '2024-06-01 9:00' }),
      /door_pick_up_time: /,
    );
    await expectRefused(
      waybillRequest(1, {
        call_door_pick_up: true,
        door_pick_up_time: '2024-06-01 10:00:00',
        door_pick_up_end_time: '2024-06-01 09:59:59',
      }),
      /door_pick_up_end_time: /,
    );
    const ok = waybillRequest(1, {
      call_door_pick_up: true,
      door_pick_up_time: '2024-06-01 10:00:00',
      door_pick_up_end_time: '2024-06-01 10:00:00',
    });
    expect((await fetchWith(ok)).envelope.code).toBe(0);
  });
});

describe('W10 carriers', () => {
  it('issues numbers in each carrier format', async () => {
    for (const [cp, format] of Object.entries(WAYBILL_FORMATS)) {
      const { envelope } = await fetchWith(waybillRequest(3, { cp_code: cp }));
      expect(envelope.code).toBe(0);
      for (const r of printResponses(envelope.data)) expect(r.waybill_code).toMatch(format);
    }
    expect(WAYBILL_FORMATS.YTO?.test('YT1234567890123')).toBe(true);
    expect(WAYBILL_FORMATS.STO?.test('7712345678901')).toBe(true);
    expect(WAYBILL_FORMATS.DBKD?.test('DPK123456789012')).toBe(true);
  });
  it('refuses an unknown carrier', async () => {
    await expectRefused(
      waybillRequest(1, { cp_code: 'JD' }),
      new RegExp(`^${REQ}\\.cp_code: unknown carrier JD`),
    );
    await expectRefused(waybillRequest(1, { cp_code: 'yto' }), /cp_code: unknown carrier/);
  });
});

describe('W11 the same order again', () => {
  it('issues a new waybill and charges again', async () => {
    const token = await newToken(gateway.url);
    const first = await call<FetchData>(gateway.url, 'fetchWaybills', waybillRequest(1), { token });
    const second = await call<FetchData>(gateway.url, 'fetchWaybills', waybillRequest(1), { token });
    const [a, b] = [printResponses(first.envelope.data)[0], printResponses(second.envelope.data)[0]];
    expect(a?.waybill_code).not.toBe(b?.waybill_code);
    const state = await stateOf(gateway.url, token);
    expect([state.points, state.waybillsIssued]).toEqual([100_000 - 2, 2]);
  });
});

describe('W14 product_code', () => {
  it('refuses it whatever its value', async () => {
    for (const value of ['', 'STD', null, 0]) {
      await expectRefused(waybillRequest(1, { product_code: value }), new RegExp(`^${REQ}\\.product_code: `));
    }
  });
});
