import type { In } from '../../../shared/ipc/contract';
import { PUSH_ITEMS_ADVISED, type PushType } from '../../../shared/api/schemas/item-push';

/** One line of the push form: an item id (the spec's `url`) and the marketplace account. */
export interface PushRow {
  key: number;
  itemId: string;
  account: string;
}

export type PushRowsAction =
  | { type: 'add' }
  | { type: 'remove'; key: number }
  | { type: 'edit'; key: number; field: 'itemId' | 'account'; value: string }
  | { type: 'reset' };

let nextKey = 1;
export const newPushRow = (): PushRow => ({ key: nextKey++, itemId: '', account: '' });

/** Add, remove (the last row stays, emptied), edit. */
export const pushRowsReducer = (rows: PushRow[], action: PushRowsAction): PushRow[] => {
  switch (action.type) {
    case 'add': {
      // A new row takes the account above it: one account usually pushes several items.
      const prev = rows[rows.length - 1];
      return [...rows, { ...newPushRow(), account: prev?.account ?? '' }];
    }
    case 'remove': {
      const left = rows.filter((r) => r.key !== action.key);
      return left.length > 0 ? left : [newPushRow()];
    }
    case 'edit':
      return rows.map((r) => (r.key === action.key ? { ...r, [action.field]: action.value } : r));
    case 'reset':
      return [newPushRow()];
  }
};

/** More rows than the spec advises (8: at most 2): a warning, never a refusal (DECISIONS P3). */
export const overAdvised = (rows: readonly PushRow[]): boolean => rows.length > PUSH_ITEMS_ADVISED;

/** Per row and field, an i18n key (namespace push) naming what is wrong. */
export type PushRowErrors = Record<number, Partial<Record<'itemId' | 'account', string>>>;

export type PushCheck =
  { ok: true; input: In<'push.submit'> } | { ok: false; errors: PushRowErrors; typeMissing: boolean };

/** Checked before sending, so a wrong row costs nothing (the push deducts the balance). */
export const checkPush = (rows: readonly PushRow[], type: PushType | null): PushCheck => {
  const errors: PushRowErrors = {};
  for (const row of rows) {
    const itemId = row.itemId.trim();
    const own: Partial<Record<'itemId' | 'account', string>> = {};
    if (itemId === '') own.itemId = 'error.itemRequired';
    else if (!/^\d+$/.test(itemId)) own.itemId = 'error.itemDigits';
    if (row.account.trim() === '') own.account = 'error.accountRequired';
    if (own.itemId ?? own.account) errors[row.key] = own;
  }
  if (Object.keys(errors).length > 0 || type === null)
    return { ok: false, errors, typeMissing: type === null };
  return {
    ok: true,
    input: { type, items: rows.map((r) => ({ url: r.itemId.trim(), account: r.account.trim() })) },
  };
};

/** The row an error path like `items[1].url` points at, and which of its fields. */
export const rowFieldOf = (
  path: string | undefined,
): { index: number; field: 'itemId' | 'account' } | null => {
  const m = /items\[(\d+)\]\.(url|account)$/.exec(path ?? '');
  if (!m) return null;
  return { index: Number(m[1]), field: m[2] === 'url' ? 'itemId' : 'account' };
};
