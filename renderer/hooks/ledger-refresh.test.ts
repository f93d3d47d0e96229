import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshLedgerViews, type LedgerChange } from './ledger-refresh';

/* Which views a ledger change refreshes: only those showing what changed, and never a charged orders page. */

const KEYS = {
  page: ['orders.page', { page: 0, pageSize: 20, edition: 'enhanced', filters: {} }],
  onScreen: ['orders.get', { orderSns: ['A', 'B'] }],
  otherPage: ['orders.get', { orderSns: ['C'] }],
  waybills: ['waybills.list', { filter: {}, offset: 0, limit: 500 }],
  labelsOf12: ['labels.get', { ids: [1, 2] }],
  labelsOf9: ['labels.get', { ids: [9] }],
  intents: ['waybills.openIntents', {}],
  desks: ['waybills.desks', {}],
  charges: ['account.charges'],
  book: ['orders.search', { text: '' }],
  bookStatus: ['orders.bookStatus'],
} as const;

const seeded = (): QueryClient => {
  const qc = new QueryClient();
  for (const key of Object.values(KEYS)) qc.setQueryData(key, { seeded: true });
  return qc;
};

const refreshed = async (change: LedgerChange): Promise<string[]> => {
  const qc = seeded();
  await refreshLedgerViews(qc, change);
  return Object.entries(KEYS)
    .filter(([, key]) => qc.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
};

describe('refreshLedgerViews', () => {
  it.each<[string, LedgerChange, string[]]>([
    [
      'a fetch claim: the waybill column of its orders and the unknown list',
      { reason: 'fetch', orderSns: ['B'], waybillIds: [], charges: false },
      ['book', 'intents', 'onScreen'],
    ],
    [
      'issued waybills: the lists and the labels that show them',
      { reason: 'fetch', orderSns: ['C'], waybillIds: [2], charges: false },
      ['book', 'desks', 'intents', 'labelsOf12', 'otherPage', 'waybills'],
    ],
    [
      'a print: printed counts where they show',
      { reason: 'print', orderSns: ['A'], waybillIds: [9], charges: false },
      ['book', 'labelsOf9', 'onScreen', 'waybills'],
    ],
    [
      'a charge: the charges only',
      { reason: 'charge', orderSns: [], waybillIds: [], charges: true },
      ['charges'],
    ],
    [
      "a shared ledger's listener back after a drop: every ledger view, since changes may have been missed",
      { reason: 'catch-up', orderSns: [], waybillIds: [], charges: true, all: true },
      [
        'book',
        'bookStatus',
        'charges',
        'desks',
        'intents',
        'labelsOf12',
        'labelsOf9',
        'onScreen',
        'otherPage',
        'waybills',
      ],
    ],
  ])('%s', async (_what, change, expected) => {
    expect(await refreshed(change)).toEqual(expected);
  });

  it('never refreshes a charged orders page', async () => {
    for (const reason of ['fetch', 'print', 'recycle', 'intent', 'charge', 'catch-up'] as const) {
      const names = await refreshed({
        reason,
        orderSns: ['A', 'C'],
        waybillIds: [1, 9],
        charges: true,
        all: reason === 'catch-up',
      });
      expect(names).not.toContain('page');
    }
  });
});
