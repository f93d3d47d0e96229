/*
 * A desk process for the print queue's crash test: it opens the ledger the test filled (jobs queued), starts the
 * print queue as a desk does at start, and sends to an in-memory printer that reports every label it accepted on
 * stdout before the send returns. The test kills it with SIGKILL mid-queue (no close, no exit handlers).
 * Run as `node --import tsx print-queue-crash-runner.ts <ledger file> <printer uri> <ack ms>`.
 */
import { openLedger } from '../../ledger/sqlite/open-ledger';
import { createDeskEvents } from '../../../kernel/desk-events';
import { createLedgerPrintQueue } from '../print-queue/ledger-print-queue';
import { createFakeLabelPrinters } from './fake-label-printer';
import { fakeLabelPrinterDriver } from './fake-label-printer-driver';

const [file, uri, ackMs] = process.argv.slice(2);
if (!file || !uri) {
  console.error('usage: print-queue-crash-runner.ts <ledger file> <printer uri> <ack ms>');
  process.exit(2);
}
// Never outlive a test that failed to kill us.
setTimeout(() => process.exit(3), 30_000);

// On Linux, writes to a pipe are synchronous: a label is reported before the desk hears it was accepted.
const printers = createFakeLabelPrinters({
  onAccept: (_uri, text) => process.stdout.write(`printed ${text}\n`),
});
const ledger = await openLedger(file, { desk: 'desk 1' });
const queue = createLedgerPrintQueue({
  ledger,
  driver: fakeLabelPrinterDriver(printers),
  emit: createDeskEvents().emit,
});
// The printer takes each label at once and acknowledges it late: a kill lands between the two.
printers.printer(uri).ackMs = Number(ackMs ?? 2);
await queue.start();
process.stdout.write('started\n');
