import {
  REOPEN_WORD,
  type HandoverBatch,
  type HandoverBatchHead,
  type HandoverScanOutcome,
  type HandoverWaybill,
} from '../../../shared/ipc/channels/handover';
import { DeskError } from '../../kernel/desk-error';
import type { Emit } from '../../kernel/desk-events';
import { isUnreachable } from '../ledger';
import { BatchClosed, HandedOverElsewhere, type HandoverMark, type HandoverStore } from './handover-store';
import { scanVerdict } from './scan-verdict';

/*
 * The handover to the courier: a batch per carrier, each parcel's waybill scanned into it, closed and signed. Every
 * decision reads the ledger at the moment of the scan (a waybill recycled on another desk is red at its next scan)
 * and every count is a row the database guards (a double read counts once; a waybill goes in one closed batch).
 */

export interface HandoverService {
  open(cpCode: string): Promise<HandoverBatchHead>;
  batches(): Promise<HandoverBatchHead[]>;
  batch(batchId: number): Promise<HandoverBatch>;
  scan(batchId: number, code: string, confirm: boolean): Promise<HandoverScanOutcome>;
  remove(batchId: number, waybillId: number): Promise<void>;
  close(batchId: number): Promise<HandoverBatch>;
  reopen(batchId: number, word: string, reason: string): Promise<HandoverBatchHead>;
  notGone(since: number): Promise<HandoverWaybill[]>;
  handoversOf(waybillIds: number[]): Promise<HandoverMark[]>;
}

const LIST_LIMIT = 50;
const NOT_GONE_LIMIT = 2000;

/** The ledger is away (a shared server that does not answer): the scan was not recorded, and says so. */
const ledgerAway = (error: unknown): boolean =>
  isUnreachable(error) || (error instanceof DeskError && error.kind === 'ledger-unreachable');

const closedRefusal = (batchId: number) =>
  new DeskError('invalid-request', `Handover batch ${batchId} is closed: reopen it to scan into it.`, {
    field: 'batchId',
  });

export const createHandover = ({ store, emit }: { store: HandoverStore; emit: Emit }): HandoverService => {
  const told = () => emit('changed', { topic: 'handover' });
  const batch = async (batchId: number): Promise<HandoverBatch> => {
    const found = await store.batch(batchId);
    if (!found) throw new DeskError('not-found', `No handover batch ${batchId}.`, { field: 'batchId' });
    return found;
  };
  const head = async (batchId: number): Promise<HandoverBatchHead> => {
    const found = await store.batchHead(batchId);
    if (!found) throw new DeskError('not-found', `No handover batch ${batchId}.`, { field: 'batchId' });
    return found;
  };

  const record = (batchId: number, code: string, confirm: boolean) =>
    recordScan({ store, head, told }, { batchId, code, confirm });

  return {
    async open(cpCode) {
      const opened = await store.openBatch(cpCode);
      told();
      return opened;
    },
    batches: () => store.batches(LIST_LIMIT),
    batch,
    async scan(batchId, code, confirm) {
      try {
        return await record(batchId, code.trim(), confirm);
      } catch (error) {
        if (!ledgerAway(error)) throw error;
        return { verdict: { kind: 'ledger-away', code }, count: 0 };
      }
    },
    async remove(batchId, waybillId) {
      if (await store.removeScan(batchId, waybillId)) told();
    },
    close: (batchId) => closeBatch(store, batch, batchId, told),
    async reopen(batchId, word, reason) {
      if (word.trim().toUpperCase() !== REOPEN_WORD)
        throw new DeskError('invalid-request', `Type ${REOPEN_WORD} to reopen a closed batch.`, {
          field: 'reopenWord',
        });
      if ((await head(batchId)).closedAt === null)
        throw new DeskError('invalid-request', `Handover batch ${batchId} is open.`, { field: 'batchId' });
      await store.reopen(batchId, reason.trim());
      told();
      return head(batchId);
    },
    notGone: (since) => store.notGone(since, NOT_GONE_LIMIT),
    handoversOf: (ids) => (ids.length === 0 ? Promise.resolve([]) : store.handoversOf(ids)),
  };
};

/** One scan: the verdict from the ledger's facts now, and the scan's row when it counts (the database's once). */
const recordScan = async (
  {
    store,
    head,
    told,
  }: { store: HandoverStore; head: (id: number) => Promise<HandoverBatchHead>; told: () => void },
  { batchId, code, confirm }: { batchId: number; code: string; confirm: boolean },
): Promise<HandoverScanOutcome> => {
  const { cpCode, closedAt } = await head(batchId);
  if (closedAt !== null) throw closedRefusal(batchId);
  const context = { code, batchId, batchCpCode: cpCode, confirmed: confirm };
  const verdict = scanVerdict(context, await store.lookup(code));
  if (verdict.kind === 'counted') {
    const added = await store.addScan(batchId, verdict.waybill, confirm).catch((error: unknown) => {
      throw error instanceof BatchClosed ? closedRefusal(batchId) : error;
    });
    if (added === 'added') told();
    // Read twice at once (a double read): the database counted the other one.
    else return { verdict: { ...verdict, kind: 'already' }, count: (await head(batchId)).count };
  }
  return { verdict, count: (await head(batchId)).count };
};

/** Close: never with a dead number in the bag, and never a waybill a closed batch holds already. */
const closeBatch = async (
  store: HandoverStore,
  batch: (id: number) => Promise<HandoverBatch>,
  batchId: number,
  told: () => void,
): Promise<HandoverBatch> => {
  const before = await batch(batchId);
  if (before.closedAt !== null) return before;
  if (before.scans.length === 0)
    throw new DeskError('invalid-request', 'Nothing was scanned into this batch.', { field: 'batchId' });
  const recycled = before.scans
    .filter((s) => s.waybill.status === 'recycled')
    .map((s) => s.waybill.waybillCode);
  if (recycled.length > 0)
    throw new DeskError('invalid-request', `Recycled since they were scanned: ${recycled.join(', ')}.`, {
      field: 'handoverRecycled',
    });
  try {
    await store.close(batchId);
  } catch (error) {
    if (!(error instanceof HandedOverElsewhere)) throw error;
    throw new DeskError(
      'invalid-request',
      `Already handed over in another batch: ${error.waybillCodes.join(', ')}.`,
      {
        field: 'handedOver',
      },
    );
  }
  told();
  return batch(batchId);
};
