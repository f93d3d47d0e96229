import { create } from 'zustand';
import type { WaybillFilter } from '../../shared/ipc/channels/waybills';

/** The filter as the seller types it: dates as YYYY-MM-DD (local), empty string = any. */
export interface WaybillFilterForm {
  fromDate: string;
  toDate: string;
  cpCode: string;
  /** unprinted: fetched but never printed (nor sent to a print dialog); dialog: sent to the browser's dialog only. */
  printed: 'all' | 'printed' | 'unprinted' | 'dialog';
  status: 'all' | 'live' | 'recycled';
  text: string;
  /** Shared ledger: only the waybills this desk fetched ('' = every desk's). */
  desk: string;
  /** Whether its goods were scanned before the label printed (the pack check). */
  checked: 'all' | 'checked' | 'unchecked';
  /** Only this shop's waybills (its owner id; '' = every shop's). */
  ownerId: string;
  /** Weighed at the scan station, weighed over a mismatch (overridden), or never weighed. */
  weight: 'all' | 'weighed' | 'overridden' | 'none';
  /** Scanned out to the courier, or printed and still in no handover batch. */
  handover: 'all' | 'not-handed-over' | 'handed-over';
}

export const EMPTY_WAYBILL_FILTER: WaybillFilterForm = {
  fromDate: '',
  toDate: '',
  cpCode: '',
  printed: 'all',
  status: 'all',
  text: '',
  desk: '',
  checked: 'all',
  ownerId: '',
  weight: 'all',
  handover: 'all',
};

const localDayStart = (day: string): number | undefined => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime() : undefined;
};

/** The channel's filter: local whole days (both ends inclusive), blanks left out. */
export const toWaybillFilter = (form: WaybillFilterForm): WaybillFilter => {
  const filter: WaybillFilter = {
    printed: form.printed,
    status: form.status,
    checked: form.checked,
    weight: form.weight,
    handover: form.handover,
  };
  const from = localDayStart(form.fromDate);
  const toStart = localDayStart(form.toDate);
  if (from !== undefined) filter.from = from;
  if (toStart !== undefined) filter.to = toStart + 86_400_000 - 1;
  if (form.cpCode) filter.cpCode = form.cpCode;
  const text = form.text.trim();
  if (text) filter.text = text;
  if (form.desk) filter.desk = form.desk;
  if (form.ownerId) filter.ownerId = form.ownerId;
  return filter;
};

interface WaybillFilterState {
  form: WaybillFilterForm;
  patch: (change: Partial<WaybillFilterForm>) => void;
  reset: () => void;
}

/** Kept outside the screen so the filter survives a visit to Labels and back. */
export const useWaybillFilter = create<WaybillFilterState>()((set) => ({
  form: EMPTY_WAYBILL_FILTER,
  patch: (change) => set((s) => ({ form: { ...s.form, ...change } })),
  reset: () => set({ form: EMPTY_WAYBILL_FILTER }),
}));
