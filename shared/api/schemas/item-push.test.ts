import { describe, expect, it } from 'vitest';
import { describeIssue } from '../validation';
import { ItemPushRequestSchema, ItemPushResultSchema } from './item-push';

const problem = (req: unknown): string | null => {
  const r = ItemPushRequestSchema.safeParse(req);
  return r.success ? null : describeIssue(r.error).path;
};
const item = { url: '600123', account: 'demo-account' };

describe('in-mall push request (P3)', () => {
  it('takes type 1 to 4 as text, and at least one item; more than 2 is only advice', () => {
    expect(problem({ items: [item], type: '4' })).toBeNull();
    expect(problem({ items: [item, item, item], type: '1' })).toBeNull();
    expect(problem({ items: [item], type: '5' })).toBe('type');
    expect(problem({ items: [item], type: 1 })).toBe('type');
    expect(problem({ items: [], type: '1' })).toBe('items');
  });

  it('needs a digit item id and a non-blank account', () => {
    expect(problem({ items: [item, { ...item, url: 'https://item/1' }], type: '1' })).toBe('items[1].url');
    expect(problem({ items: [{ ...item, account: '  ' }], type: '1' })).toBe('items[0].account');
  });
});

describe('in-mall push result', () => {
  it('tolerates any data', () => {
    expect(ItemPushResultSchema.parse([])).toEqual({ pushed: true });
    expect(ItemPushResultSchema.parse(null)).toEqual({ pushed: true });
  });
});
