import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import packageJson from '../package.json' with { type: 'json' };
import { createDeskCore } from '../electron/app/desk-core';
import { LEDGER_FILE } from '../electron/features/ledger/open-desk-ledger';
import { createBrowserPrinting } from '../electron/features/printing';
import { createMemoryStore } from '../electron/storage/key-value-store';
import { createMemoryVault } from '../electron/storage/vault';
import { benchBookSizes } from './order-book-search-kit';
import { keptBookFile } from './order-book-search';

/*
 * The desk's main-process memory with a big order book open: the desk core (as the web host and Electron's main
 * process build it) over the book that `npm run bench -- OrderBookSearch --orders N` kept (ORDER_BOOK_BENCH_KEEP),
 * RSS printed after opening and after a search of each kind through the desk's own `orders.search` channel.
 * Target: RSS < 300 MB. Run: `ORDER_BOOK_BENCH_KEEP=<folder> npm run bench -- OrderBookMemory --orders 1000000`.
 */

const TARGET_MB = 300;
const OWNER = 'demo-owner';
const MB = 1024 * 1024;

/** Each kind of query the search box and the tabs take. */
const KINDS: ReadonlyArray<[name: string, input: Record<string, unknown>]> = [
  ['status tab', { status: 1 }],
  ['all orders', {}],
  ['status tab, ship-by', { status: 1, sort: 'ship-by' }],
  ['status tab, deep page', { status: 1, page: 50 }],
  ['a word, awaiting tab', { text: '保温杯', status: 1 }],
  ['one character', { text: '号' }],
  ['Latin mixed case', { text: 'Xl' }],
  ['digits', { text: '520' }],
  ['a word, deep page', { text: '号', page: 50 }],
  ['no match', { text: 'YT000000' }],
];

/** This process's peak RSS so far (VmHWM), in bytes. */
const peakRss = (): number => {
  const kb = /VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
  return Number(kb ?? 0) * 1024;
};

async function benchOneSize(size: number): Promise<void> {
  const book = keptBookFile(size);
  if (book === null || !existsSync(book)) {
    console.log(
      `no kept book of ${size.toLocaleString('en')} orders: run OrderBookSearch with ORDER_BOOK_BENCH_KEEP first`,
    );
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-book-memory-'));
  symlinkSync(book, join(dataDir, LEDGER_FILE));
  const before = process.memoryUsage().rss;
  const core = await createDeskCore({
    host: 'web',
    version: packageJson.version,
    dataDir,
    settingsStore: createMemoryStore(),
    vault: createMemoryVault(),
    printing: createBrowserPrinting((path) => path),
    embedded: null,
  });
  try {
    await core.start();
    core.services.settings.update({ ownerId: OWNER });
    const mb = (bytes: number) => (bytes / MB).toFixed(0);
    console.log(
      `\n### ${size.toLocaleString('en')} orders: RSS ${mb(before)} MB before the desk, ${mb(process.memoryUsage().rss)} MB open`,
    );
    for (const [name, input] of KINDS) {
      const answer = await core.dispatch('orders.search', input);
      if (!answer.ok) throw new Error(`${name}: ${JSON.stringify(answer)}`);
      console.log(`after ${name}: RSS ${mb(process.memoryUsage().rss)} MB`);
    }
    const peak = peakRss();
    console.log(
      `peak RSS ${mb(peak)} MB (target < ${TARGET_MB} MB: ${peak < TARGET_MB * MB ? 'met' : 'NOT met'})`,
    );
  } finally {
    await core.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchOrderBookMemory(): Promise<void> {
  for (const size of benchBookSizes()) await benchOneSize(size);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchOrderBookMemory();
