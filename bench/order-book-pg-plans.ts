import pg from 'pg';
import type { OrdersSearchInput } from '../shared/ipc/channels/order-book';
import { OrdersSearchInput as SearchInput } from '../shared/ipc/channels/order-book';
import { measureEveryKind, type SearchBench } from './order-book-search-kit';
import type { BookSearch } from '../electron/features/order-book/order-book-store';

/*
 * `npm run bench -- OrderBookSearchPg --plans`: instead of timing, one search of every kind the timing runs, with
 * the plans the server used for it. Each statement the store sent on the book's tables is sent again as
 * EXPLAIN (ANALYZE, BUFFERS), on one connection, inside the same transaction settings (SET LOCAL …) it ran
 * with. The store's estimates (EXPLAIN (FORMAT JSON), pg-order-book-text-plan.ts) are listed, not re-run; the
 * page's rows, waybill states and merge groups (the same few reads for every kind) are left out.
 */

interface Sent {
  client: pg.Client;
  text: string;
  values: unknown[];
}

/** The statements sent while `work` runs (every pg.Client's query, pool clients included). */
async function recordStatements(work: () => Promise<unknown>): Promise<Sent[]> {
  const sent: Sent[] = [];
  // Restored as it was below: the prototype's own method, re-bound to each client by the call.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const original = pg.Client.prototype.query;
  const recording = function (this: pg.Client, ...args: unknown[]) {
    if (typeof args[0] === 'string') {
      sent.push({ client: this, text: args[0], values: Array.isArray(args[1]) ? args[1] : [] });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  pg.Client.prototype.query = recording as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  return sent;
}

/** A search statement on the book (not the rows, states and merge groups of its page). */
const onTheBook = (text: string) => /order_book(_text)? [bt]\b/.test(text) && !text.startsWith('EXPLAIN');

/** Each search statement with the SET LOCALs of its transaction before it. */
function withSettings(sent: Sent[]): { settings: string[]; text: string; values: unknown[] }[] {
  const open = new Map<pg.Client, string[]>();
  const out: { settings: string[]; text: string; values: unknown[] }[] = [];
  for (const { client, text, values } of sent) {
    if (text === 'BEGIN') open.set(client, []);
    else if (text === 'COMMIT' || text === 'ROLLBACK') open.delete(client);
    else if (text.startsWith('SET LOCAL')) open.get(client)?.push(...text.split('; '));
    else if (onTheBook(text)) out.push({ settings: open.get(client) ?? [], text, values });
  }
  return out;
}

async function explain(
  client: pg.Client,
  statement: { settings: string[]; text: string; values: unknown[] },
) {
  await client.query('BEGIN');
  try {
    for (const setting of statement.settings) await client.query(setting);
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
      statement.values,
    );
    return rows.map((r) => r['QUERY PLAN']);
  } finally {
    await client.query('ROLLBACK');
  }
}

/** Prints the plans of one search of every kind (`search`: the store's, over the bench's owners). */
export async function printEveryPlan(
  url: string,
  bench: SearchBench,
  search: (input: BookSearch) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const measure = async (name: string, _target: number | null, input: () => OrdersSearchInput) => {
      const typed = input();
      const sent = await recordStatements(() => search(SearchInput.parse(typed)));
      const estimates = sent.filter((s) => s.text.startsWith('EXPLAIN')).length;
      console.log(`\n#### ${name}: ${JSON.stringify(typed)} (${estimates} estimate(s) asked of the planner)`);
      for (const statement of withSettings(sent)) {
        const settings = statement.settings.filter((s) => !s.includes('parallel'));
        console.log(`-- ${settings.length > 0 ? settings.join('; ') : 'no settings'}`);
        for (const line of await explain(client, statement)) console.log(line);
      }
    };
    await measureEveryKind({ ...bench, measure }, 0);
  } finally {
    await client.end();
  }
}
