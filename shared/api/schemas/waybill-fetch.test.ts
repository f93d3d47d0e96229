import { describe, expect, it } from 'vitest';
import { sampleFetchRequest } from '../../testing/sample-requests';
import { describeIssue } from '../validation';
import {
  WaybillFetchRequestSchema,
  WaybillFetchResultSchema,
  type WaybillFetchRequest,
} from './waybill-fetch';

type Apply = WaybillFetchRequest['param_waybill_cloud_print_apply_new_request'];
type Dto = Apply['trade_order_info_dtos'][number];

const A = 'param_waybill_cloud_print_apply_new_request';

/** A valid request with `edit` applied to a copy of it. */
const withEdit = (edit: (apply: Apply, first: Dto) => void, entries = 1): WaybillFetchRequest => {
  const req = structuredClone(sampleFetchRequest(1, entries));
  const apply = req.param_waybill_cloud_print_apply_new_request;
  edit(apply, apply.trade_order_info_dtos[0]!);
  return req;
};

/** The JSON path of the first problem, or null when the request is valid. */
const problem = (req: unknown): string | null => {
  const r = WaybillFetchRequestSchema.safeParse(req);
  return r.success ? null : describeIssue(r.error).path;
};

describe('waybill fetch request', () => {
  it('accepts the sample', () => {
    expect(problem(sampleFetchRequest(1, 10))).toBeNull();
  });

  it('counts "shorter than" in code points, so Chinese text and emoji count one each (W2)', () => {
    expect(problem(withEdit((a) => (a.sender.address.province = '省'.repeat(19))))).toBeNull();
    expect(problem(withEdit((a) => (a.sender.address.province = '省'.repeat(20))))).toBe(
      `${A}.sender.address.province`,
    );
    // 19 emoji are 38 UTF-16 units but 19 code points.
    expect(problem(withEdit((a) => (a.sender.name = '😀'.repeat(39))))).toBeNull();
    expect(problem(withEdit((a) => (a.sender.name = '😀'.repeat(40))))).toBe(`${A}.sender.name`);
    expect(problem(withEdit((a) => (a.sender.address.town = '镇'.repeat(29))))).toBeNull();
    expect(problem(withEdit((a) => (a.sender.address.town = '镇'.repeat(30))))).toBe(
      `${A}.sender.address.town`,
    );
    expect(problem(withEdit((a) => (a.sender.address.detail = '路'.repeat(255))))).toBeNull();
    expect(problem(withEdit((a) => (a.sender.address.detail = '路'.repeat(256))))).toBe(
      `${A}.sender.address.detail`,
    );
    expect(problem(withEdit((a) => (a.cp_code = 'Y'.repeat(20))))).toBe(`${A}.cp_code`);
  });

  it('allows oaid of at most 128 characters', () => {
    expect(problem(withEdit((_a, d) => (d.recipient.oaid = '密'.repeat(128))))).toBeNull();
    expect(problem(withEdit((_a, d) => (d.recipient.oaid = '密'.repeat(129))))).toBe(
      `${A}.trade_order_info_dtos[0].recipient.oaid`,
    );
  });

  it('refuses a duplicate object_id (W4), naming the second one', () => {
    const req = withEdit(
      (a) => (a.trade_order_info_dtos[1]!.object_id = a.trade_order_info_dtos[0]!.object_id),
      3,
    );
    expect(problem(req)).toBe(`${A}.trade_order_info_dtos[1].object_id`);
  });

  it('compares package ids case-insensitively (W5) and names both object_ids', () => {
    const req = withEdit((a) => {
      a.trade_order_info_dtos[0]!.package_info.id = 'Ab1';
      a.trade_order_info_dtos[2]!.package_info.id = 'aB1';
    }, 3);
    const r = WaybillFetchRequestSchema.safeParse(req);
    expect(r.success).toBe(false);
    const issue = describeIssue(r.error!);
    expect(issue.path).toBe(`${A}.trade_order_info_dtos[2].package_info.id`);
    expect(issue.message).toContain('obj-1-0');
    expect(issue.message).toContain('obj-1-2');
    expect(problem(withEdit((a) => (a.trade_order_info_dtos[0]!.package_info.id = 'a-b'), 1))).toBe(
      `${A}.trade_order_info_dtos[0].package_info.id`,
    );
  });

  it('needs a sender contact; a recipient may go without one only for an encrypted order (W7)', () => {
    expect(problem(withEdit((a) => delete a.sender.mobile))).toBe(`${A}.sender.mobile`);
    expect(problem(withEdit((a) => ((a.sender.mobile = ' '), (a.sender.phone = ''))))).toBe(
      `${A}.sender.mobile`,
    );
    expect(
      problem(withEdit((a) => ((a.sender.mobile = undefined), (a.sender.phone = '0571-1234567')))),
    ).toBeNull();
    expect(problem(withEdit((_a, d) => delete d.recipient.mobile))).toBe(
      `${A}.trade_order_info_dtos[0].recipient.mobile`,
    );
    expect(
      problem(withEdit((_a, d) => ((d.recipient.mobile = undefined), (d.recipient.oaid = 'OA1')))),
    ).toBeNull();
    expect(
      problem(withEdit((_a, d) => ((d.recipient.mobile = undefined), (d.recipient.caid = 'CA1')))),
    ).toBeNull();
  });

  it('checks template_url against W8', () => {
    const at = (url: string) => problem(withEdit((_a, d) => (d.template_url = url)));
    expect(at('http://tpl.local:8080/template/standard/abc_-9')).toBeNull();
    expect(at('https://x/template/standard/')).toBe(`${A}.trade_order_info_dtos[0].template_url`);
    expect(at('https://x/template/custom/1')).not.toBeNull();
    expect(at('https://x/template/standard/1?x=1')).not.toBeNull();
  });

  it('checks door pickup times (W9)', () => {
    expect(problem(withEdit((a) => (a.call_door_pick_up = true)))).toBe(`${A}.door_pick_up_time`);
    expect(
      problem(withEdit((a) => ((a.call_door_pick_up = true), (a.door_pick_up_time = '2025-01-02 09:00:00')))),
    ).toBeNull();
    expect(problem(withEdit((a) => (a.door_pick_up_time = '2025-01-02 9:00')))).toBe(
      `${A}.door_pick_up_time`,
    );
    expect(
      problem(
        withEdit((a) => {
          a.door_pick_up_time = '2025-01-02 09:00:00';
          a.door_pick_up_end_time = '2025-01-02 08:59:59';
        }),
      ),
    ).toBe(`${A}.door_pick_up_end_time`);
  });

  it('refuses product_code whatever its value (W14)', () => {
    expect(problem(withEdit((a) => Object.assign(a, { product_code: '' })))).toBe(`${A}.product_code`);
    expect(problem(withEdit((a) => Object.assign(a, { product_code: 'X' })))).toBe(`${A}.product_code`);
  });

  it('bounds the lists and the items (W6) and the order-number characters', () => {
    expect(problem(sampleFetchRequest(1, 11))).toBe(`${A}.trade_order_info_dtos`);
    expect(problem(withEdit((a) => (a.trade_order_info_dtos = [])))).toBe(`${A}.trade_order_info_dtos`);
    const items = (n: number) => Array.from({ length: n }, () => ({ count: 1, name: 'x' }));
    expect(problem(withEdit((_a, d) => (d.package_info.items = items(100))))).toBeNull();
    expect(problem(withEdit((_a, d) => (d.package_info.items = items(101))))).toBe(
      `${A}.trade_order_info_dtos[0].package_info.items`,
    );
    expect(problem(withEdit((_a, d) => (d.package_info.items = [{ count: 0, name: 'x' }])))).toBe(
      `${A}.trade_order_info_dtos[0].package_info.items[0].count`,
    );
    expect(problem(withEdit((_a, d) => (d.order_info.trade_order_list = ['A-1_b', '订单'])))).toBe(
      `${A}.trade_order_info_dtos[0].order_info.trade_order_list[1]`,
    );
    const many = Array.from({ length: 101 }, (_, i) => `T${i}`);
    expect(problem(withEdit((_a, d) => (d.order_info.trade_order_list = many)))).toBe(
      `${A}.trade_order_info_dtos[0].order_info.trade_order_list`,
    );
  });

  it('takes integers as digit strings (T5) and vvtype at either level, but not two different ones (W1)', () => {
    expect(problem(withEdit((_a, d) => (d.user_id = '10001')))).toBeNull();
    expect(problem(withEdit((_a, d) => (d.user_id = '10x')))).toBe(`${A}.trade_order_info_dtos[0].user_id`);
    expect(problem({ ...sampleFetchRequest(1), vvtype: 2 })).toBeNull();
    expect(problem(withEdit((a) => (a.vvtype = '3')))).toBeNull();
    expect(problem({ ...withEdit((a) => (a.vvtype = 3)), vvtype: 2 })).toBe('vvtype');
    expect(problem({ ...sampleFetchRequest(1), vvtype: 4 })).toBe('vvtype');
  });

  it('names an unknown field itself', () => {
    expect(problem({ ...sampleFetchRequest(1), shopId: 'x' })).toBe('shopId');
  });
});

describe('waybill fetch result (tolerant)', () => {
  it('accepts a single object where an array is declared, numbers as text, and keeps unknown fields', () => {
    const parsed = WaybillFetchResultSchema.parse({
      withholding_money: '2',
      carrier_waybill_ii_get_response: {
        modules: {
          waybill_cloud_print_response: { object_id: 7, waybill_code: 'YT1', print_data: '{}', extra: 1 },
        },
        request_id: 'r',
      },
    });
    expect(parsed.withholding_money).toBe(2);
    const [first] = parsed.carrier_waybill_ii_get_response.modules.waybill_cloud_print_response;
    expect(first).toMatchObject({ object_id: '7', waybill_code: 'YT1', parent_waybill_code: '', extra: 1 });
    expect(parsed.carrier_waybill_ii_get_response).toHaveProperty('request_id', 'r');
  });
});
