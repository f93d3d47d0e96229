import type { DeskLanguage } from '../../../../shared/printing/device-uri';
import type { Emit } from '../../../kernel/desk-events';
import { afterUnref, type After } from '../../../kernel/clock';
import { tellPrinted, type Ledger } from '../../ledger';
import { openPrintQueueStore } from './open-print-queue-store';
import { createPrintQueue, type PrintQueue } from './print-queue';
import type { SettledJob } from './print-queue-store';
import type { LabelPrinterDriver } from './printer-driver';
import { followConnection } from '../../../storage/follow-connection';

/** The panel is told at most this often while a queue runs (a 1,000-label batch is not 3,000 events). */
const CHANGED_EVERY_MS = 150;

/**
 * The print queue over the ledger's own database: a done job's waybill counts as printed on that printer (its
 * first copy; the other copies are the same label), and the panel is told what changed.
 */
export const createLedgerPrintQueue = (deps: {
  ledger: Ledger;
  driver: Pick<LabelPrinterDriver, 'parse' | 'connect'>;
  emit: Emit;
  /** The seller's language, for a refused printer address. */
  language?: () => DeskLanguage;
  /** Whether the seller marked a printer as one that reports no status (its print profile). */
  reportsNoStatus?: (connection: string) => boolean;
  /** How the next window of changes is waited for (default an unref'd timer). */
  after?: After;
}): PrintQueue => {
  const { ledger, emit } = deps;
  const printed = async (jobs: SettledJob[], printer: string) => {
    const ids = jobs.filter((j) => j.copy === 1).map((j) => j.waybillId);
    if (ids.length === 0) return;
    await ledger.recordPrints(ids, printer, 'silent');
    tellPrinted(emit, await ledger.getWaybills([...new Set(ids)]));
  };
  return createPrintQueue({
    // The ledger may be a restore's handle: the store follows the connection underneath it.
    store: followConnection(() => ledger.connection, openPrintQueueStore),
    driver: deps.driver,
    printed,
    changed: throttledChanges(emit, deps.after ?? afterUnref),
    ...(deps.language ? { language: deps.language } : {}),
    ...(deps.reportsNoStatus ? { reportsNoStatus: deps.reportsNoStatus } : {}),
  });
};

/** That the queue moved, told once per CHANGED_EVERY_MS (the first at once, the last never dropped). */
const throttledChanges = (emit: Emit, after: After) => {
  let dirty = false;
  let windowOpen = false;
  const flush = () => {
    windowOpen = false;
    if (!dirty) return;
    // The queue panels read `printQueue.status` again (topic `print` of the renderer's one table).
    emit('changed', { topic: 'print' });
    dirty = false;
    windowOpen = true;
    after(CHANGED_EVERY_MS, flush);
  };
  return () => {
    dirty = true;
    if (!windowOpen) flush();
  };
};
