import type { Emit } from '../../kernel/desk-events';
import { IntentAlreadyClosed, type Ledger, type StoredWaybill } from '../ledger';
import type { KeptPrint, Settlement } from './answer-journal';

/* One record the journal keeps, written into the ledger as the fetch (or print) would have written it. */

/**
 * The intent already holds its waybills (a previous pass, or run, recorded them before the journal heard): nothing
 * left to do. An intent closed as failed is not that: paid waybills on it stay kept and are said.
 */
const alreadyRecorded = (error: unknown): boolean =>
  error instanceof IntentAlreadyClosed && error.state === 'issued';

export interface KeptRecordDeps {
  ledger: Ledger;
  emit: Emit;
}

const waybillIdsByCode = async (ledger: Ledger, codes: string[]): Promise<number[]> =>
  (await ledger.waybillsByCodes(codes)).map((w) => w.id);

/** Paid waybills: recorded with their intent's closing (`stored` collects them for the prints after). */
async function recordIssued(
  { ledger, emit }: KeptRecordDeps,
  record: Extract<Settlement, { kind: 'issued' }>,
  stored: Map<string, StoredWaybill>,
): Promise<void> {
  const orderSns = record.issued.flatMap((w) => w.orderSns ?? [w.orderSn]);
  const waybillIds: number[] = [];
  try {
    for (const w of await ledger.closeFetchIntentIssued(record.intentId, record.issued)) {
      stored.set(w.waybillCode, w);
      waybillIds.push(w.id);
    }
  } catch (error) {
    if (!alreadyRecorded(error)) throw error;
  }
  emit('changed', { topic: 'ledger', keys: { orderSns, waybillIds } });
  emit('changed', { topic: 'intents' });
}

/** A print of kept waybills, by the ids the ledger gave them (read back by code when not recorded in this pass). */
async function recordPrint(
  ledger: Ledger,
  record: KeptPrint,
  stored: Map<string, StoredWaybill>,
): Promise<void> {
  const known = record.waybillCodes.flatMap((c) => (stored.has(c) ? [stored.get(c)?.id ?? 0] : []));
  const ids =
    known.length === record.waybillCodes.length ? known : await waybillIdsByCode(ledger, record.waybillCodes);
  if (ids.length > 0) await ledger.recordPrints(ids, record.printer, record.mode);
}

export async function applyKeptRecord(
  deps: KeptRecordDeps,
  record: Settlement | KeptPrint,
  stored: Map<string, StoredWaybill>,
): Promise<void> {
  if (record.kind === 'issued') {
    await recordIssued(deps, record, stored);
  } else if (record.kind === 'failed') {
    await deps.ledger.closeFetchIntentFailed(record.intentId, record.reason);
    // The intent's orders are free again: the record does not name them, so every ledger view re-reads (free).
    deps.emit('changed', { topic: 'ledger' });
    deps.emit('changed', { topic: 'intents' });
  } else if (record.kind === 'unknown') {
    await deps.ledger.markFetchIntentUnknown(record.intentId, record.reason);
  } else {
    await recordPrint(deps.ledger, record, stored);
  }
}
