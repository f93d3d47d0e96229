import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import { queuedScanEntry } from '../../../shared/scan-station/queued-scan-entry';
import { normalizeScan } from '../../../shared/scan-station/scan-decision';
import { presetScanProfile } from '../../../shared/scan/scan-profile';
import { DeskError } from '../../kernel/desk-error';
import { printScan } from './scan-print';
import { workScan } from './scan-work';
import { leaveParcel } from './weigh-step';
import { changed, message, readiness, update, type StationState } from './station-state';

const HISTORY = 50;

/** A number already waiting, or the scanner's double read of the last one: that scan, not a new one. */
const sameScan = (st: StationState, code: string): ScanEntry | undefined => {
  if (code === '') return undefined;
  const waiting = st.entries.find((e) => e.code === code && (e.state === 'queued' || e.state === 'working'));
  if (waiting) return waiting;
  // A refusal or a failure is worked again (the seller may just have fixed its cause; a refusal costs nothing).
  const last = st.entries[0];
  const windowMs = st.deps.settings.get().scanRepeatSeconds * 1000;
  const settled = last?.state === 'refused' || last?.state === 'failed';
  return last && !settled && last.code === code && st.now() - last.at < windowMs ? last : undefined;
};

/** A new entry at the top of the session's list: the last 50 are kept, but never one still waiting. */
const listed = (st: StationState, code: string): ScanEntry => {
  st.seq += 1;
  const entry = queuedScanEntry(st.seq, code, st.now());
  st.entries.unshift(entry);
  while (st.entries.length > HISTORY && (st.entries.at(-1)?.state ?? 'queued') !== 'queued') st.entries.pop();
  return entry;
};

/**
 * A scan the pack check answered itself (a goods barcode with no check open): listed as refused with what it is;
 * nothing is looked up, fetched or printed.
 */
export const noteRefusal = (
  st: StationState,
  raw: string,
  refusal: { reason: 'goods-printed' | 'goods-barcode'; orderSn: string | null },
): ScanEntry => {
  const entry = listed(st, normalizeScan(raw));
  update(st, entry, { state: 'refused', action: 'refuse', ...refusal });
  return { ...entry };
};

/** Queues a scan, worked after every scan before it (labels come out in scan order). */
export const submitScan = (st: StationState, raw: string, group?: string[]): ScanEntry => {
  const code = normalizeScan(raw);
  const same = sameScan(st, code);
  if (same) return { ...same };
  // The next parcel's scan: the one waiting on the scale is left (nothing spent for it), never blocking the queue.
  leaveParcel(st);
  const entry = listed(st, code);
  if (group) st.groups.set(entry, group);
  queueWork(st, entry);
  return { ...entry };
};

/** Puts the entry in the queue, worked after every scan before it (labels come out in scan order). */
const queueWork = (st: StationState, entry: ScanEntry): void => {
  st.pending += 1;
  changed(st, entry);
  st.tail = st.tail.then(async () => {
    try {
      await workScan(st, entry);
    } catch (e) {
      update(st, entry, { state: 'failed', reason: 'fetch-failed', detail: message(e) });
    } finally {
      st.pending -= 1;
      changed(st, entry);
    }
  });
};

/**
 * The packer named the shop of a number two shops hold: the same scan is worked again as that shop's order (the
 * question cost nothing; its answer may fetch). Only a shop the question offered is taken. A scan that no longer
 * asks (answered already: a key pressed twice) is left as it is.
 */
export const chooseShop = (st: StationState, seq: number, ownerId: string): ScanEntry => {
  const entry = st.entries.find((e) => e.seq === seq);
  if (!entry) throw new DeskError('not-found', `No scan number ${seq} in this session.`, { field: 'seq' });
  if (entry.reason !== 'which-shop') return { ...entry };
  if (!entry.shopChoices.some((s) => s.ownerId === ownerId))
    throw new DeskError('invalid-request', `ownerId: scan ${seq} is none of that shop's orders`, {
      field: 'ownerId',
    });
  st.chosenShops.set(entry, ownerId);
  Object.assign(entry, { state: 'queued', action: null, reason: null, shopChoices: [] });
  queueWork(st, entry);
  return { ...entry };
};

/** Prints a listed scan's label again (its stored print_data: no new number, no charge); never a void one. */
export const reprintScan = async (st: StationState, n: number): Promise<ScanEntry> => {
  const entry = st.entries.find((e) => e.seq === n);
  if (!entry) throw new DeskError('not-found', `No scan number ${n} in this session.`, { field: 'seq' });
  if (entry.waybillIds.length === 0) {
    throw new DeskError('invalid-request', `Scan ${n} has no label to print.`, { field: 'seq' });
  }
  // A recycled waybill is void: its label is never printed again.
  const recycled = (await st.deps.lookup.waybills(entry.waybillIds)).some((w) => w.status === 'recycled');
  if (recycled) {
    update(st, entry, { state: 'refused', reason: 'reprint-recycled', voided: true });
    return { ...entry };
  }
  const { profile } = readiness(st.deps.settings);
  const size = profile ?? presetScanProfile(st.deps.settings.get());
  await printScan(st, entry, entry.waybillIds, size, st.now());
  if (entry.action === 'ask') entry.action = 'reprint';
  return { ...entry };
};
