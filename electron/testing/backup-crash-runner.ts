/*
 * A second process for the backup crash test: a desk that records 10-waybill fetches and backs its ledger up
 * again and again, reporting each commit and each backup on stdout, and a tick every millisecond so the test can
 * SIGKILL it at a chosen moment (mid-copy, mid-check, mid-rename, mid-commit). Run with the tsx loader in this
 * very process: `node --import tsx backup-crash-runner.ts <data dir> <first batch>`.
 */
import { join } from 'node:path';
import { intentFor, issuedWaybill } from './ledger-test-kit';
import { openLedger } from '../features/ledger/sqlite/open-ledger';
import { createBackupService } from '../features/data/backup-service';
import { createSettingsService } from '../features/settings';
import { createMemoryStore } from '../storage/key-value-store';

const [dataDir, firstBatch] = process.argv.slice(2);
if (!dataDir || !firstBatch) {
  console.error('usage: backup-crash-runner.ts <data dir> <first batch>');
  process.exit(2);
}
const file = join(dataDir, 'ledger.sqlite');
const ledger = await openLedger(file, { desk: 'desk 1' });
const backups = createBackupService({
  place: { kind: 'file', ledgerFile: file },
  dataDir,
  settings: createSettingsService(createMemoryStore()),
  emit: () => undefined,
});
// Never outlive a test that failed to kill us.
setTimeout(() => process.exit(3), 30_000).unref();

// On Linux, writes to a pipe are synchronous: a report is in the parent's pipe before the next write starts.
const report = (event: string, body: unknown = {}) =>
  process.stdout.write(`${event} ${JSON.stringify(body)}\n`);
setInterval(() => report('tick'), 1);

let batch = Number(firstBatch);
const fetchOne = async (): Promise<void> => {
  batch++;
  const orderSns = Array.from({ length: 10 }, (_, i) => `K-${batch}-${i}`);
  const id = await ledger.openFetchIntent(intentFor(orderSns), { confirmDuplicate: false });
  const codes = orderSns.map((_, i) => `YT${String(batch * 100 + i).padStart(13, '0')}`);
  await ledger.closeFetchIntentIssued(
    id,
    orderSns.map((orderSn, i) => issuedWaybill({ orderSn, waybillCode: codes[i] ?? '' })),
  );
  await ledger.recordCharge('fetchWaybills', 10);
  report('committed', { codes });
  setTimeout(() => void fetchOne(), 10);
};
const backupAgain = async (): Promise<void> => {
  report('backup-started');
  const made = await backups.backupNow();
  report('backup-done', { name: made.name });
  setImmediate(() => void backupAgain());
};
void fetchOne();
void backupAgain();
