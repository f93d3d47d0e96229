import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, pageCount, toOrderFilters, toPageInput, useOrderFilters } from './order-filters';

const st = () => useOrderFilters.getState();

describe('order filters → orders.page input', () => {
  beforeEach(() => {
    st().reset();
    st().setEdition('enhanced');
    st().setPageSize(20);
  });

  it('sends nothing for an empty form', () => {
    expect(toPageInput(st())).toEqual({ page: 0, pageSize: 20, edition: 'enhanced', filters: {} });
  });

  it('turns the form into the enhanced filters; the time range as ms, the end inclusive of its minute', () => {
    const draft = {
      from: '2025-03-01T08:00',
      to: '2025-03-02T18:30',
      remark: '  加急 ',
      remarkTag: '3' as const,
      remarkTagName: '绿',
    };
    const f = toOrderFilters(draft);
    expect(f).toEqual({
      startTime: String(new Date('2025-03-01T08:00').getTime()),
      endTime: String(new Date('2025-03-02T18:30').getTime() + 59_999),
      remark: '加急',
      remarkTag: '3',
      remarkTagName: '绿',
    });
    expect(f.startTime).toMatch(/^\d{13}$/);
  });

  it('applies the draft only on apply, and goes back to the first page', () => {
    st().setPage(4);
    st().setDraft({ remark: 'x' });
    expect(toPageInput(st()).filters).toEqual({});
    st().apply();
    expect(toPageInput(st())).toMatchObject({ page: 0, filters: { remark: 'x' } });
  });

  it('does not send (or key on) filters in the normal edition, which ignores them', () => {
    st().setDraft({ remark: 'x', remarkTag: '1' });
    st().apply();
    st().setEdition('normal');
    expect(toPageInput(st())).toEqual({ page: 0, pageSize: 20, edition: 'normal', filters: {} });
  });

  it('keeps the first visible row in view when the page size changes', () => {
    st().setPage(3); // rows 60–79
    st().setPageSize(50);
    expect(st().page).toBe(1); // rows 50–99
    st().setPageSize(100);
    expect(st().page).toBe(0);
  });

  it('counts pages from totalElements, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(240, 20)).toBe(12);
    expect(pageCount(241, 20)).toBe(13);
    expect(pageCount(240, 100)).toBe(3);
  });

  it('reset clears the applied filters', () => {
    st().setDraft({ remark: 'x' });
    st().apply();
    st().reset();
    expect(st().applied).toEqual(EMPTY_DRAFT);
  });
});
