import type { Query, QueryClient } from '@tanstack/react-query';
import { contract, type Channel } from '../../shared/ipc/contract';
import type { Change, ChangeTopic } from '../../shared/ipc/events';
import { LEDGER_VIEWS } from './query-keys';

type KeyKind = keyof NonNullable<Change['keys']>;

/** A view a topic reads again: every query of `channel`, or (given keys) only those the change concerns. */
export interface TopicView {
  channel: Channel;
  /** Read again only when the change names records of this kind (any of them). */
  when?: KeyKind;
  /** Read again only the queries whose input field `input` lists one of the records the change names. */
  match?: { key: KeyKind; input: string };
}

/** What a topic refreshes: its views; `whole` is what a change without keys (anything may have moved) reads. */
export interface TopicEntry {
  views: readonly TopicView[];
  whole?: readonly Channel[];
}

/**
 * The one table from change topics to the views read again. Every view here is free (ledger, book or desk);
 * a charged read (an orders page) is never in it: the desk never buys a page on its own.
 */
export const TOPIC_TABLE: Record<ChangeTopic, TopicEntry> = {
  ledger: {
    views: [
      // The waybill column of the orders on screen, and the book's rows (waybill state filters them).
      { channel: 'orders.get', match: { key: 'orderSns', input: 'orderSns' } },
      { channel: 'orders.search', when: 'orderSns' },
      // A new, printed or recycled waybill can move rows in any filtered list, and the desks' counts.
      { channel: 'waybills.list', when: 'waybillIds' },
      { channel: 'waybills.desks', when: 'waybillIds' },
      { channel: 'labels.get', match: { key: 'waybillIds', input: 'ids' } },
      // A waybill recycled on any desk is red in the open handover batch at once; a print moves what did not go.
      { channel: 'handover.batch', when: 'waybillIds' },
      { channel: 'handover.notGone', when: 'waybillIds' },
    ],
    // Notices were missed (a shared ledger's listener came back): every free ledger view is read again.
    whole: LEDGER_VIEWS,
  },
  charges: { views: [{ channel: 'account.charges' }] },
  intents: { views: [{ channel: 'waybills.openIntents' }] },
  book: { views: [{ channel: 'orders.search' }, { channel: 'orders.bookStatus' }] },
  sync: { views: [{ channel: 'orders.bookStatus' }] },
  scan: { views: [{ channel: 'scan.status' }] },
  // The print queue panels (Labels, Scan & print); printed counts reach the screens through `ledger`.
  print: { views: [{ channel: 'printQueue.status' }] },
  settings: { views: [{ channel: 'settings.get' }, { channel: 'ledger.shared.get' }] },
  auth: { views: [{ channel: 'auth.status' }] },
  backups: { views: [{ channel: 'data.backups' }] },
  barcodes: { views: [{ channel: 'barcodes.list' }, { channel: 'barcodes.unitWeights' }] },
  shops: { views: [{ channel: 'shops.list' }, { channel: 'shops.deskLimit.get' }] },
  // A batch opened, scanned into, closed or reopened (on any desk of the ledger): its views and the Waybills column.
  handover: {
    views: [
      { channel: 'handover.batches' },
      { channel: 'handover.batch' },
      { channel: 'handover.notGone' },
      { channel: 'handover.of' },
      // The Waybills screen's handover column and its "printed, not handed over" filter.
      { channel: 'waybills.list' },
    ],
  },
};

/** The input object of a `[channel, input]` query key, or an empty one. */
const inputOf = (query: Query): Record<string, unknown> => {
  const input = query.queryKey[1];
  return input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
};

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);

/** The queries of one view the change concerns: none, all of the channel, or those showing a named record. */
const invalidate = (qc: QueryClient, view: TopicView, keys: Change['keys']): Promise<void> => {
  if (contract[view.channel].charged) return Promise.resolve();
  if (keys === undefined) return qc.invalidateQueries({ queryKey: [view.channel] });
  if (view.when && listOf(keys[view.when]).length === 0) return Promise.resolve();
  const { match } = view;
  if (!match) return qc.invalidateQueries({ queryKey: [view.channel] });
  const named = new Set(listOf(keys[match.key]));
  if (named.size === 0) return Promise.resolve();
  return qc.invalidateQueries({
    queryKey: [view.channel],
    predicate: (q) => listOf(inputOf(q)[match.input]).some((record) => named.has(record)),
  });
};

/** The one way main's changes reach the screens: the topic's views are read again (free reads only). */
export const applyChange = async (qc: QueryClient, change: Change): Promise<void> => {
  const entry = TOPIC_TABLE[change.topic];
  const views =
    change.keys === undefined && entry.whole
      ? entry.whole.map((channel): TopicView => ({ channel }))
      : entry.views;
  await Promise.all(views.map((view) => invalidate(qc, view, change.keys)));
};
