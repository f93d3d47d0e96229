import { create } from 'zustand';
import type { Settings } from '../../shared/ipc/channels/settings';
import type { WaybillFetchInput } from '../../shared/ipc/channels/waybills';
import { isFreightCarrier } from '../../shared/api/carriers';
import { draftFromSender, EMPTY_SENDER, senderFromDraft, type SenderDraft } from '../components/sender-draft';

/** Everything the seller typed into the Fetch dialog; kept across errors and across closing the dialog. */
export interface FetchDraft {
  cpCode: string;
  senderProfileId: string | null;
  sender: SenderDraft;
  templateUrl: string;
  needEncrypt: boolean;
  edition: 1 | 2 | 3;
  callDoorPickUp: boolean;
  /** datetime-local values (`YYYY-MM-DDTHH:MM`). */
  doorPickUpTime: string;
  doorPickUpEndTime: string;
  logisticsServices: string;
  /** Freight only; text so the field can be blank while typing. */
  totalPackagesCount: string;
}

export const draftFromSettings = (s: Settings): FetchDraft => {
  const profile = s.senders.find((p) => p.id === s.defaultSenderId) ?? s.senders[0];
  return {
    cpCode: s.defaultCarrier || 'YTO',
    senderProfileId: profile?.id ?? null,
    sender: profile ? draftFromSender(profile) : EMPTY_SENDER,
    templateUrl: s.templateUrl,
    needEncrypt: false,
    edition: 1,
    callDoorPickUp: false,
    doorPickUpTime: '',
    doorPickUpEndTime: '',
    logisticsServices: '',
    totalPackagesCount: '1',
  };
};

/** `2025-01-02T09:30` → `2025-01-02 09:30:00` (W9's shape). */
export const wireDateTime = (local: string): string | undefined => {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?/.exec(local);
  return m ? `${m[1]} ${m[2]}:${m[3] ?? '00'}` : undefined;
};

/** The draft as the channel's input; main validates it (and the gateway request built from it) before any charge. */
export const toFetchInput = (
  d: FetchDraft,
  orderSns: string[],
  confirmDuplicate: boolean,
): WaybillFetchInput => {
  const options: NonNullable<WaybillFetchInput['options']> = {
    needEncrypt: d.needEncrypt,
    edition: d.edition,
    callDoorPickUp: d.callDoorPickUp,
  };
  if (d.callDoorPickUp) {
    const from = wireDateTime(d.doorPickUpTime);
    const to = wireDateTime(d.doorPickUpEndTime);
    if (from) options.doorPickUpTime = from;
    if (to) options.doorPickUpEndTime = to;
  }
  if (d.logisticsServices.trim()) options.logisticsServices = d.logisticsServices.trim();
  const packages = Number.parseInt(d.totalPackagesCount, 10);
  if (isFreightCarrier(d.cpCode) && Number.isFinite(packages)) options.totalPackagesCount = packages;
  return {
    orderSns,
    cpCode: d.cpCode,
    sender: senderFromDraft(d.sender),
    templateUrl: d.templateUrl.trim(),
    options,
    confirmDuplicate,
  };
};

interface FetchDraftState {
  draft: FetchDraft | null;
  /** First open: start from settings; later opens keep what was typed. */
  ensure: (settings: Settings) => void;
  patch: (p: Partial<FetchDraft>) => void;
  reset: (settings: Settings) => void;
}

export const useFetchDraft = create<FetchDraftState>()((set, get) => ({
  draft: null,
  ensure: (settings) => {
    if (!get().draft) set({ draft: draftFromSettings(settings) });
  },
  patch: (p) => {
    const d = get().draft;
    if (d) set({ draft: { ...d, ...p } });
  },
  reset: (settings) => set({ draft: draftFromSettings(settings) }),
}));
