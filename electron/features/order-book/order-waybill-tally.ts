import type { OrderWaybillState } from '../../../shared/ipc/channels/orders';

/** The facts of an order's waybills and intents, as each ledger backend reads them. */
interface OrderFacts {
  /** A fetch of the order is on the wire (its claim is held). */
  fetching: boolean;
  /** The newest intent of the order whose outcome is unknown, if any. */
  unknownIntent: number | undefined;
  /** The intent that issued the order's newest live waybill (0 = none). */
  latestLiveIntent: number;
  hasLive: boolean;
  anyWaybill: boolean;
}

const waybillStateOf = (f: OrderFacts): OrderWaybillState['state'] => {
  if (f.fetching) return 'fetching';
  // Intent ids grow with each claim, so "a live waybill issued since the intent" = from a later intent.
  if (f.unknownIntent !== undefined && f.latestLiveIntent < f.unknownIntent) return 'outcome-unknown';
  if (f.hasLive) return 'live';
  return f.anyWaybill ? 'recycled' : 'none';
};

/*
 * What an order's waybills add up to, the same for every ledger backend (they only differ in how they read the
 * rows): any waybill at all, and of the live ones their codes and ids (oldest first), the labels printed, the
 * newest intent that issued one and the desk that did. A merged waybill is a row for each order of its group.
 * With the order's unsettled intents, the tally gives its state (waybillStateOf above) and the desk that state names.
 */

interface WaybillTally {
  liveWaybillCodes: string[];
  liveWaybillIds: number[];
  /** Summed over the LIVE waybills only: a recycled label is void, so it does not count as printed. */
  printedCount: number;
  /** Likewise: live labels handed to the browser's print dialog. */
  dialogCount: number;
  /** The intent that issued the newest live waybill (0 = none). */
  latestLiveIntent: number;
  anyWaybill: boolean;
  liveDesk?: string;
}

export const emptyTally = (): WaybillTally => ({
  liveWaybillCodes: [],
  liveWaybillIds: [],
  printedCount: 0,
  dialogCount: 0,
  latestLiveIntent: 0,
  anyWaybill: false,
});

/**
 * Adds each row (in waybill id order; columns order_sn, id, waybill_code, status, printed_count, dialog_count,
 * intent_id, desk, as both backends select them) to the tally of its order; rows of orders not asked about are passed over.
 */
export function tallyWaybillRows(
  tallies: Map<string, WaybillTally>,
  rows: Iterable<Record<string, unknown>>,
): void {
  for (const row of rows) {
    const tally = tallies.get(String(row.order_sn));
    if (!tally) continue;
    tally.anyWaybill = true;
    if (row.status !== 'live') continue;
    tally.liveWaybillCodes.push(String(row.waybill_code));
    tally.liveWaybillIds.push(Number(row.id));
    tally.printedCount += Number(row.printed_count);
    tally.dialogCount += Number(row.dialog_count ?? 0);
    tally.latestLiveIntent = Math.max(tally.latestLiveIntent, Number(row.intent_id));
    tally.liveDesk = String(row.desk);
  }
}

/** An order's open and unknown intents: the newest unknown one, whether one is on the wire, and their desks. */
interface UnsettledIntents {
  unknownIntent: number | undefined;
  fetching: boolean;
  fetchingDesk: string;
  unknownDesk: string;
}

const NONE_UNSETTLED: UnsettledIntents = {
  unknownIntent: undefined,
  fetching: false,
  fetchingDesk: '',
  unknownDesk: '',
};

/**
 * The order's state and the desk it names: the desk fetching it, the desk whose outcome is unknown, or the desk
 * that issued its newest live waybill (none when it holds none).
 */
export function orderStateOf(
  tally: WaybillTally,
  unsettled: UnsettledIntents = NONE_UNSETTLED,
): OrderWaybillState & { desk?: string } {
  const state = waybillStateOf({
    fetching: unsettled.fetching,
    unknownIntent: unsettled.unknownIntent,
    latestLiveIntent: tally.latestLiveIntent,
    hasLive: tally.liveWaybillIds.length > 0,
    anyWaybill: tally.anyWaybill,
  });
  const desk =
    state === 'fetching'
      ? unsettled.fetchingDesk
      : state === 'outcome-unknown'
        ? unsettled.unknownDesk
        : tally.liveDesk;
  return {
    state,
    liveWaybillCodes: tally.liveWaybillCodes,
    liveWaybillIds: tally.liveWaybillIds,
    printedCount: tally.printedCount,
    dialogCount: tally.dialogCount,
    ...(desk !== undefined ? { desk } : {}),
  };
}
