/*
 * A known history of a ledger, as rows of its tables: several desks, shops and carriers, over `days` days ending
 * with the day that starts at `today`; every deed the report counts (fetches, prints and reprints, recycles that
 * worked and failed, unknown outcomes, pack checks, weights, handovers, charges) follows a fixed rule of the
 * parcel's number, so the same arguments always make the same ledger. Rows carry their table's column names.
 */

export const KIT_DESKS = ['desk 1', 'desk 2', 'desk 3'] as const;
export const KIT_OWNERS = ['owner-tea', 'owner-cup'] as const;
export const KIT_CARRIERS = ['YTO', 'ZTO', 'STO'] as const;

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** Ids start here, so the history sits beside what a desk wrote itself. */
const FIRST_ID = 1_000_000;

export type KitRow = Record<string, string | number | null>;

export interface ReportHistory {
  fetch_intents: KitRow[];
  waybills: KitRow[];
  prints: KitRow[];
  recycle_attempts: KitRow[];
  pack_checks: KitRow[];
  waybill_weights: KitRow[];
  handover_batches: KitRow[];
  handover_scans: KitRow[];
  charges: KitRow[];
  print_jobs: KitRow[];
}

const emptyHistory = (): ReportHistory => ({
  fetch_intents: [],
  waybills: [],
  prints: [],
  recycle_attempts: [],
  pack_checks: [],
  waybill_weights: [],
  handover_batches: [],
  handover_scans: [],
  charges: [],
  print_jobs: [],
});

interface Parcel {
  id: number;
  n: number;
  at: number;
  desk: string;
  owner: string;
  carrier: string;
}

const parcelOf = (dayStart: number, n: number, id: number): Parcel => ({
  id,
  n,
  // Hours 8 to 19 (every desk in most hours), the minute from the number: a packing day.
  at: dayStart + (8 + ((Math.floor(n / 3) * 5) % 12)) * HOUR + (n % 60) * MINUTE,
  desk: KIT_DESKS[n % 3] ?? 'desk 1',
  owner: KIT_OWNERS[Math.floor(n / 3) % 2] ?? 'owner-tea',
  carrier: KIT_CARRIERS[(n * 7 + Math.floor(n / 5)) % 3] ?? 'YTO',
});

const fetched = (h: ReportHistory, p: Parcel, printed: number, dialogs: number, recycled: boolean) => {
  h.fetch_intents.push({
    id: p.id,
    created_at: p.at - 1000,
    desk: p.desk,
    shop_id: `shop-${p.owner}`,
    owner_id: p.owner,
    cp_code: p.carrier,
    state: 'issued',
    reason: 'issued',
    closed_at: p.at,
  });
  h.waybills.push({
    id: p.id,
    intent_id: p.id,
    object_id: `obj-${p.id}`,
    order_sn: `KIT-${p.id}`,
    waybill_code: `${p.carrier}${p.id}`,
    parent_waybill_code: '',
    cp_code: p.carrier,
    shop_id: `shop-${p.owner}`,
    owner_id: p.owner,
    issued_at: p.at,
    encrypted: 0,
    receiver_name: `收件人${p.n}`,
    goods_name: p.n % 9 === 0 ? '=茶杯' : '白瓷茶杯',
    printed_count: printed,
    last_printed_at: printed > 0 ? p.at + MINUTE : null,
    dialog_count: dialogs,
    last_dialog_at: dialogs > 0 ? p.at + MINUTE : null,
    status: recycled ? 'recycled' : 'live',
    recycled_at: recycled ? p.at + 30 * MINUTE : null,
    last_recycle_error: null,
    desk: p.desk,
  });
  h.charges.push({
    id: p.id,
    desk: p.desk,
    at: p.at,
    operation: 'waybill.fetch',
    points: 1,
    amount_reported: 1,
  });
};

const printedOnes = (h: ReportHistory, p: Parcel, prints: number, mode: string) => {
  for (let k = 0; k < prints; k++)
    h.prints.push({
      id: p.id * 2 + k,
      waybill_id: p.id,
      at: p.at + (1 + 4 * k) * MINUTE,
      mode,
      desk: p.desk,
    });
};

const checkedAndWeighed = (h: ReportHistory, p: Parcel) => {
  if (p.n % 4 === 0)
    h.pack_checks.push({
      id: p.id,
      waybill_id: p.id,
      desk: p.desk,
      checked_at: p.at + 2 * MINUTE,
      overrides: p.n % 8 === 0 ? 1 : 0,
      wrong_scans: p.n % 12 === 0 ? 2 : 0,
    });
  if (p.n % 6 === 0)
    h.waybill_weights.push({
      id: p.id,
      waybill_id: p.id,
      grams: 900,
      expected_grams: p.n % 18 === 0 ? 600 : 900,
      overridden: p.n % 18 === 0 ? 1 : 0,
      desk: p.desk,
      weighed_at: p.at + 2 * MINUTE,
    });
};

/** One parcel's whole story by its number: printed, reprinted, dialog only, recycled, checked, weighed, handed over. */
const parcelStory = (h: ReportHistory, p: Parcel, batchId: number) => {
  const dialogOnly = p.n % 5 === 4;
  const printed = dialogOnly ? 0 : p.n % 7 === 0 ? 2 : 1;
  const recycled = p.n % 11 === 0;
  fetched(h, p, printed, dialogOnly ? 1 : 0, recycled);
  printedOnes(h, p, dialogOnly ? 1 : printed, dialogOnly ? 'browser' : 'silent');
  if (recycled)
    h.recycle_attempts.push({ id: p.id, waybill_id: p.id, at: p.at + 30 * MINUTE, ok: 1, desk: p.desk });
  else if (p.n % 13 === 0)
    h.recycle_attempts.push({ id: p.id, waybill_id: p.id, at: p.at + 30 * MINUTE, ok: 0, desk: p.desk });
  checkedAndWeighed(h, p);
  if (!recycled && p.n % 3 !== 0)
    h.handover_scans.push({
      id: p.id,
      batch_id: batchId,
      waybill_id: p.id,
      desk: p.desk,
      scanned_at: p.at + HOUR,
      confirmed: 0,
      closed: 1,
    });
  if (!dialogOnly && p.n % 17 === 0) h.print_jobs.push(failedJob(p));
};

const failedJob = (p: Parcel): KitRow => ({
  id: p.id,
  waybill_id: p.id,
  copy: 1,
  connection: 'socket://127.0.0.1:9100?language=tspl',
  language: 'tspl',
  bytes: 'SIZE 76 mm,130 mm',
  state: 'failed',
  accepted: 1,
  attempts: 1,
  created_at: p.at + MINUTE,
  updated_at: p.at + 2 * MINUTE,
  desk: p.desk,
});

/** An unknown outcome per day (its desk, shop and carrier by the day), and a charge whose amount was not reported. */
const dayExtras = (h: ReportHistory, dayStart: number, day: number, id: number) => {
  h.fetch_intents.push({
    id,
    created_at: dayStart + 10 * HOUR + day * MINUTE,
    desk: KIT_DESKS[day % 3] ?? 'desk 1',
    shop_id: 'shop',
    owner_id: KIT_OWNERS[day % 2] ?? 'owner-tea',
    cp_code: KIT_CARRIERS[day % 3] ?? 'YTO',
    state: 'unknown',
    reason: 'lost answer',
    closed_at: null,
  });
  h.charges.push({
    id,
    desk: 'desk 1',
    at: dayStart + 11 * HOUR,
    operation: 'push.submit',
    points: 0,
    amount_reported: 0,
  });
};

/** The history of `days` days up to the day starting at `today` (local midnight), `perDay` parcels each. */
export const makeReportHistory = ({
  today,
  days,
  perDay,
  firstId = FIRST_ID,
}: {
  today: number;
  days: number;
  perDay: (day: number) => number;
  /** The first id of its rows: a large history is made and written a part at a time, each after the last. */
  firstId?: number;
}): ReportHistory => {
  const h = emptyHistory();
  let id = firstId;
  for (let day = 0; day < days; day++) {
    const dayStart = new Date(today).setDate(new Date(today).getDate() - day);
    const batchId = firstId + day;
    h.handover_batches.push({
      id: batchId,
      cp_code: '',
      desk: 'desk 1',
      opened_at: dayStart + 8 * HOUR,
      closed_at: dayStart + 21 * HOUR,
      closed_by: 'desk 1',
    });
    for (let n = 0; n < perDay(day); n++) parcelStory(h, parcelOf(dayStart, n, ++id), batchId);
    dayExtras(h, dayStart, day, ++id);
  }
  return h;
};
