import { describe, expect, it } from 'vitest';
import { PushSubmitInput } from '../../../shared/ipc/channels/tools';
import { checkPush, newPushRow, overAdvised, pushRowsReducer, rowFieldOf, type PushRow } from './push-rows';

const start = (): PushRow[] => [newPushRow()];

describe('push rows', () => {
  it('adds rows carrying the account above, edits one row only', () => {
    let rows = start();
    rows = pushRowsReducer(rows, { type: 'edit', key: rows[0]!.key, field: 'account', value: 'shop-a' });
    rows = pushRowsReducer(rows, { type: 'add' });
    expect(rows).toHaveLength(2);
    expect(rows[1]!.account).toBe('shop-a');
    expect(rows[1]!.key).not.toBe(rows[0]!.key);
    rows = pushRowsReducer(rows, { type: 'edit', key: rows[1]!.key, field: 'itemId', value: '42' });
    expect(rows.map((r) => r.itemId)).toEqual(['', '42']);
  });

  it('removes a row; the last one stays, emptied', () => {
    let rows = pushRowsReducer(start(), { type: 'add' });
    rows = pushRowsReducer(rows, { type: 'remove', key: rows[0]!.key });
    expect(rows).toHaveLength(1);
    const only = rows[0]!;
    rows = pushRowsReducer(rows, { type: 'edit', key: only.key, field: 'itemId', value: '1' });
    rows = pushRowsReducer(rows, { type: 'remove', key: only.key });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.itemId).toBe('');
  });

  it('warns above 2 rows (advice only)', () => {
    let rows = start();
    expect(overAdvised(rows)).toBe(false);
    rows = pushRowsReducer(pushRowsReducer(rows, { type: 'add' }), { type: 'add' });
    expect(overAdvised(rows)).toBe(true);
  });

  it('checks every row and the type before sending', () => {
    let rows = pushRowsReducer(start(), { type: 'add' });
    rows = pushRowsReducer(rows, { type: 'edit', key: rows[0]!.key, field: 'itemId', value: '12a' });
    const check = checkPush(rows, null);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.typeMissing).toBe(true);
    expect(check.errors[rows[0]!.key]).toEqual({
      itemId: 'error.itemDigits',
      account: 'error.accountRequired',
    });
    expect(check.errors[rows[1]!.key]).toEqual({
      itemId: 'error.itemRequired',
      account: 'error.accountRequired',
    });
  });

  it('a valid form becomes the contract input, trimmed, in row order', () => {
    let rows = pushRowsReducer(start(), { type: 'add' });
    rows = pushRowsReducer(rows, { type: 'edit', key: rows[0]!.key, field: 'itemId', value: ' 111 ' });
    rows = pushRowsReducer(rows, { type: 'edit', key: rows[0]!.key, field: 'account', value: 'acc-1 ' });
    rows = pushRowsReducer(rows, { type: 'edit', key: rows[1]!.key, field: 'itemId', value: '222' });
    rows = pushRowsReducer(rows, { type: 'edit', key: rows[1]!.key, field: 'account', value: 'acc-2' });
    const check = checkPush(rows, '3');
    expect(check).toEqual({
      ok: true,
      input: {
        type: '3',
        items: [
          { url: '111', account: 'acc-1' },
          { url: '222', account: 'acc-2' },
        ],
      },
    });
    if (check.ok) expect(PushSubmitInput.safeParse(check.input).success).toBe(true);
  });

  it('finds the row of a gateway field path', () => {
    expect(rowFieldOf('items[1].url')).toEqual({ index: 1, field: 'itemId' });
    expect(rowFieldOf('items[0].account')).toEqual({ index: 0, field: 'account' });
    expect(rowFieldOf('type')).toBeNull();
  });
});
