/*
 * A second process for the durability test: it writes to a ledger and reports each commit on stdout, then
 * the test kills it with SIGKILL (no close, no exit handlers). Run with the tsx loader in this very process
 * (`node --import tsx ledger-crash-writer.ts <file> <mode>`), so the signal hits the writer itself.
 * Modes: `pending` opens one intent and waits; `stream` records 10-waybill fetches until killed.
 */
import { intentFor, issuedWaybill } from './ledger-test-kit';
import { openLedger } from '../features/ledger/sqlite/open-ledger';

const [file, mode] = process.argv.slice(2);
if (!file || (mode !== 'pending' && mode !== 'stream')) {
  console.error('usage: ledger-crash-writer.ts <ledger file> pending|stream');
  process.exit(2);
}

const ledger = await openLedger(file);
// Never outlive a test that failed to kill us.
setTimeout(() => process.exit(3), 30_000);

// On Linux, writes to a pipe are synchronous: a report is in the parent's pipe before the next write starts.
const report = (event: string, body: unknown) => process.stdout.write(`${event} ${JSON.stringify(body)}\n`);

if (mode === 'pending') {
  const orderSns = ['P-1', 'P-2'];
  const id = await ledger.openFetchIntent(intentFor(orderSns), { confirmDuplicate: false });
  report('committed', { intentId: id, orderSns, codes: [] });
} else {
  let batch = 0;
  const next = async () => {
    batch++;
    const orderSns = Array.from({ length: 10 }, (_, i) => `S-${batch}-${i}`);
    const id = await ledger.openFetchIntent(intentFor(orderSns), { confirmDuplicate: false });
    report('opened', { intentId: id, orderSns });
    const codes = orderSns.map((_, i) => `YT${String(batch * 100 + i).padStart(13, '0')}`);
    await ledger.closeFetchIntentIssued(
      id,
      orderSns.map((orderSn, i) => issuedWaybill({ orderSn, waybillCode: codes[i] ?? '' })),
    );
    report('committed', { intentId: id, orderSns, codes });
    setImmediate(() => void next());
  };
  void next();
}
