import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDesk, type TestDesk } from '../../testing/desk-test-harness';

/* orders.page refuses a bad filter by the desk's own field, before anything is sent. */

let desk: TestDesk;
beforeAll(async () => {
  desk = await startTestDesk({ orders: 20 });
});
afterAll(() => desk.close());

describe('orders.page filters', () => {
  it.each([
    [{ startTime: 'yesterday' }, 'filters.startTime'],
    [{ endTime: '2025-02-30 10:00:00' }, 'filters.endTime'],
  ])('a bad filter %o names %s and costs nothing', async (filters, field) => {
    const result = await desk.raw('orders.page', { page: 0, pageSize: 20, edition: 'enhanced', filters });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: 'invalid-request', field });
    expect(result.error.msg).not.toMatch(/start_time|end_time/);
    expect(desk.calls).toHaveLength(0);
  });

  it('good filters reach the gateway', async () => {
    const page = await desk.call('orders.page', {
      page: 0,
      pageSize: 20,
      edition: 'enhanced',
      filters: { startTime: '2020-01-01 00:00:00' },
    });
    expect(page.totalElements).toBeGreaterThan(0);
    expect(desk.calls).toHaveLength(1);
  });
});
