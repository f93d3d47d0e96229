import type { OrderWaybillState } from '../../../../../shared/ipc/channels/orders';
import type { LedgerDb } from '../../../../storage/sqlite/ledger-db';

/** Reads the waybill state of each order of one shop (owner id), inside the caller's transaction. */
export type StatesOf = (ownerId: string, orderSns: string[]) => Map<string, OrderWaybillState>;

/** What the fetch-intent journal's parts share: the ledger's connection and the orders' states. */
export interface IntentsDb extends LedgerDb {
  statesOf: StatesOf;
}

/** The states an intent may still change from: on the wire, or its outcome unknown. */
export const UNSETTLED = "('open', 'unknown')";
