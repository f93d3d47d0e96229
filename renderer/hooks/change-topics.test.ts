import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { contract } from '../../shared/ipc/contract';
import { ChangeTopic, type Change } from '../../shared/ipc/events';
import { applyChange, TOPIC_TABLE } from './change-topics';

/* Which views each change topic refreshes: only those showing what changed, and never a charged read. */

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
  scan: ['scan.status'],
  printQueue: ['printQueue.status'],
  settings: ['settings.get'],
  sharedLedger: ['ledger.shared.get'],
  auth: ['auth.status'],
  app: ['app.info'],
  coupon: ['coupons.lookup', { by: 'me', me: 'x' }],
} as const;

const seeded = (): QueryClient => {
  const qc = new QueryClient();
  for (const key of Object.values(KEYS)) qc.setQueryData(key, { seeded: true });
  return qc;
};

const refreshed = async (change: Change): Promise<string[]> => {
  const qc = seeded();
  await applyChange(qc, change);
  return Object.entries(KEYS)
    .filter(([, key]) => qc.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
};

const EVERY_LEDGER_VIEW = [
  'book',
  'bookStatus',
  'charges',
  'desks',
  'intents',
  'labelsOf12',
  'labelsOf9',
  'onScreen',
  'otherPage',
  'printQueue',
  'waybills',
];

describe('the topic table', () => {
  it.each<[string, Change, string[]]>([
    [
      'a fetch claim: the waybill column of its orders and the book',
      { topic: 'ledger', keys: { orderSns: ['B'], waybillIds: [] } },
      ['book', 'onScreen'],
    ],
    [
      'issued waybills: the lists, the desks and the labels that show them',
      { topic: 'ledger', keys: { orderSns: ['C'], waybillIds: [2] } },
      ['book', 'desks', 'labelsOf12', 'otherPage', 'waybills'],
    ],
    [
      'a print: printed counts where they show',
      { topic: 'ledger', keys: { orderSns: ['A'], waybillIds: [9] } },
      ['book', 'desks', 'labelsOf9', 'onScreen', 'waybills'],
    ],
    ['a charge: the charges only', { topic: 'charges' }, ['charges']],
    ['an intent opened or closed: the unknown list', { topic: 'intents' }, ['intents']],
    ['a sync stored orders: the book and its status', { topic: 'book' }, ['book', 'bookStatus']],
    ['a sync started or ended: the status', { topic: 'sync' }, ['bookStatus']],
    ['a scan moved: the station', { topic: 'scan' }, ['scan']],
    ['the settings saved: the settings views', { topic: 'settings' }, ['settings', 'sharedLedger']],
    ['the token changed: its status', { topic: 'auth' }, ['auth']],
    ['the print queue moved: its panels read the queue again', { topic: 'print' }, ['printQueue']],
    [
      "a shared ledger's listener back after a drop: every ledger view, since changes may have been missed",
      { topic: 'ledger' },
      EVERY_LEDGER_VIEW,
    ],
  ])('%s', async (_what, change, expected) => {
    expect(await refreshed(change)).toEqual(expected);
  });

  it('never refreshes a charged read, whatever the topic and keys', async () => {
    for (const topic of ChangeTopic.options) {
      for (const keys of [undefined, { orderSns: ['A', 'C'], waybillIds: [1, 9] }]) {
        const names = await refreshed({ topic, ...(keys ? { keys } : {}) });
        expect(names, topic).not.toContain('page');
        expect(names, topic).not.toContain('coupon');
      }
    }
    const views = Object.values(TOPIC_TABLE).flatMap((e) => [
      ...e.views.map((v) => v.channel),
      ...(e.whole ?? []),
    ]);
    expect(views.filter((c) => contract[c].charged)).toEqual([]);
  });

  it('a waybill recycled or printed on any desk: the handover batch on screen and what did not go read again', async () => {
    const qc = new QueryClient();
    const batch = ['handover.batch', { batchId: 3 }] as const;
    const notGone = ['handover.notGone', { since: 0 }] as const;
    for (const key of [batch, notGone]) qc.setQueryData(key, { seeded: true });
    await applyChange(qc, { topic: 'ledger', keys: { orderSns: ['A'], waybillIds: [9] } });
    expect([batch, notGone].map((key) => qc.getQueryState(key)?.isInvalidated)).toEqual([true, true]);
  });

  it('the catch-up reads every view the screens keep of the ledger and the book, and nothing charged', () => {
    // Written out, not derived: a read whose contract entry says the wrong source would drop out unseen.
    const screensRead = [
      'account.charges',
      'barcodes.list',
      'data.status',
      'documents.orders',
      'labels.get',
      'orders.bookStatus',
      'orders.get',
      'orders.search',
      'printQueue.status',
      'waybills.desks',
      'waybills.list',
      'waybills.matchingIds',
      'waybills.openIntents',
      'waybills.recyclePlan',
    ];
    const whole = TOPIC_TABLE.ledger.whole ?? [];
    expect(whole).toEqual(expect.arrayContaining(screensRead));
    expect(whole.filter((c) => contract[c].charged || contract[c].reads === 'gateway')).toEqual([]);
  });
});
