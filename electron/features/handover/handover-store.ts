import type {
  HandoverBatch,
  HandoverBatchHead,
  HandoverWaybill,
} from '../../../shared/ipc/channels/handover';

/*
 * What the handover keeps in the ledger (both backends): batches of one carrier, each parcel's scan into one, and
 * each reopen of a closed batch with its reason. A waybill is in at most one closed batch: the database guards it
 * (a scan carries its batch's closed flag, under a partial unique index), not this desk's memory.
 */

/** A waybill as a scan reads it, with every batch it is in. */
export interface WaybillFacts extends HandoverWaybill {
  batches: Array<{ batchId: number; closed: boolean }>;
}

export interface HandoverMark {
  waybillId: number;
  batchId: number;
  at: number;
  closed: boolean;
}

/** The batch is closed: nothing is scanned into it until it is reopened. */
export class BatchClosed extends Error {
  constructor(readonly batchId: number) {
    super(`handover batch ${batchId} is closed`);
    this.name = 'BatchClosed';
  }
}

/** Closing would put a waybill in a second closed batch: the database refused it. */
export class HandedOverElsewhere extends Error {
  constructor(readonly waybillCodes: string[]) {
    super(`already handed over in another closed batch: ${waybillCodes.join(', ')}`);
    this.name = 'HandedOverElsewhere';
  }
}

export interface HandoverStore {
  /** The waybill of this code, or the waybills of this order number; with every waybill sharing their orders. */
  lookup(code: string): Promise<WaybillFacts[]>;
  openBatch(cpCode: string): Promise<HandoverBatchHead>;
  batchHead(batchId: number): Promise<HandoverBatchHead | null>;
  batch(batchId: number): Promise<HandoverBatch | null>;
  /** Open batches, then the newest closed ones. */
  batches(limit: number): Promise<HandoverBatchHead[]>;
  /**
   * Scans the waybill into the open batch (a batch without a carrier takes the waybill's); `already` when it was
   * in it. BatchClosed when the batch closed meanwhile.
   */
  addScan(
    batchId: number,
    waybill: { id: number; cpCode: string },
    confirmed: boolean,
  ): Promise<'added' | 'already'>;
  removeScan(batchId: number, waybillId: number): Promise<boolean>;
  /** Closes the batch and marks its scans closed, in one transaction; HandedOverElsewhere if the index refuses. */
  close(batchId: number): Promise<void>;
  /** Opens a closed batch again, recording who and why. */
  reopen(batchId: number, reason: string): Promise<void>;
  /** Live waybills printed (or maybe printed) since `since` that are in no batch, oldest first. */
  notGone(since: number, limit: number): Promise<HandoverWaybill[]>;
  /** Each waybill's handover (the closed batch, else the newest open one). */
  handoversOf(waybillIds: number[]): Promise<HandoverMark[]>;
}
