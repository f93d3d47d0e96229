/*
 * A second process for the cleanup crash test: it runs the retention cleanup on a ledger in batches of 3 rows,
 * reporting each batch on stdout, and the test kills it with SIGKILL (no close, no exit handlers).
 * `node --import tsx data-cleanup-crash-writer.ts <file> <now ms>`; after the last batch it reports `done` and
 * waits to be killed.
 */
import { openLedger } from '../features/ledger/sqlite/open-ledger';
import { DEFAULT_RETENTION, policyOf } from '../features/data/data-retention';

const [file, nowText] = process.argv.slice(2);
if (!file || !nowText) {
  console.error('usage: data-cleanup-crash-writer.ts <ledger file> <now ms>');
  process.exit(2);
}
const now = Number(nowText);
const ledger = await openLedger(file, { now: () => now });
setTimeout(() => process.exit(3), 30_000); // never outlive a test that failed to kill us

const policy = policyOf(DEFAULT_RETENTION, 3);
for (let batch = 1; ; batch++) {
  const n = await ledger.cleanupBatch(policy);
  process.stdout.write(`batch ${batch}\n`);
  if (n.printData + n.requestBodies + n.orders + n.repacked === 0) break;
}
await ledger.compactStorage();
process.stdout.write('done\n');
