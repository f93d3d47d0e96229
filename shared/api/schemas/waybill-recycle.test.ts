import { describe, expect, it } from 'vitest';
import { describeIssue } from '../validation';
import { WaybillRecycleRequestSchema, WaybillRecycleResultSchema } from './waybill-recycle';

const problem = (req: unknown): string | null => {
  const r = WaybillRecycleRequestSchema.safeParse(req);
  return r.success ? null : describeIssue(r.error).path;
};
const entry = { wp_code: 'YTO', waybill_code: 'YT1234567890123', owner_id: 'demo-owner', platform: '1' };

describe('waybill recycle request', () => {
  it('holds 1 to 100 entries (R1)', () => {
    expect(problem({ params: Array.from({ length: 100 }, () => entry) })).toBeNull();
    expect(problem({ params: Array.from({ length: 101 }, () => entry) })).toBe('params');
    expect(problem({ params: [] })).toBe('params');
  });

  it('takes platform as digits only (T5); other digits are left to the per-entry outcome (R2)', () => {
    expect(problem({ params: [{ ...entry, platform: '2' }] })).toBeNull();
    expect(problem({ params: [entry, { ...entry, platform: 'one' }] })).toBe('params[1].platform');
    expect(problem({ params: [{ ...entry, platform: 1 }] })).toBe('params[0].platform');
  });

  it('needs every entry field and accepts vvtype (R3)', () => {
    expect(problem({ params: [{ ...entry, owner_id: '' }] })).toBe('params[0].owner_id');
    const { wp_code: _omit, ...noCarrier } = entry;
    expect(problem({ params: [noCarrier] })).toBe('params[0].wp_code');
    expect(problem({ params: [entry], vvtype: '7' })).toBeNull();
  });
});

describe('waybill recycle result (tolerant)', () => {
  it('reads codes as text and a missing order_sn', () => {
    const r = WaybillRecycleResultSchema.parse({
      result: [{ waybill_code: 'YT1', wp_code: 'YTO', code: '0', error_msg: 'unknown waybill' }],
      withholding_money: '0',
    });
    expect(r.result[0]).toMatchObject({ code: 0, error_msg: 'unknown waybill' });
    expect(r.withholding_money).toBe(0);
  });
});
