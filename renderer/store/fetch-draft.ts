import { create } from 'zustand';
import type { Settings } from '../../shared/ipc/channels/settings';
import type { WaybillFetchInput } from '../../shared/ipc/channels/waybills';
import { isFreightCarrier } from '../../shared/api/carriers';
import { logisticsServicesIssue, TEMPLATE_URL_PATTERN } from '../../shared/api/schemas/waybill-fetch';
import { draftFromSender, EMPTY_SENDER, senderFromDraft, type SenderDraft } from './sender-draft';

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
  /** Merge groups among `orderSns` (one waybill each) and whether the seller confirmed non-awaiting orders. */
  extra: { merges?: string[][]; confirmNotAwaiting?: boolean } = {},
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
    ...(extra.merges && extra.merges.length > 0 ? { merges: extra.merges } : {}),
    ...(extra.confirmNotAwaiting ? { confirmNotAwaiting: true } : {}),
  };
};

interface FetchDraftState {
  draft: FetchDraft | null;
  /** First open: start from settings; later opens keep what was typed. */
  ensure: (settings: Settings) => void;
  patch: (p: Partial<FetchDraft>) => void;
  reset: (settings: Settings) => void;
}

/**
 * A kept draft for the next fetch: the sender and the options stay, text that would be refused again is
 * dropped (back to the Settings value, or empty), so one fetch's mistake is not carried into the next.
 */
export const withoutInvalidText = (d: FetchDraft, settings: Settings): FetchDraft => ({
  ...d,
  templateUrl: TEMPLATE_URL_PATTERN.test(d.templateUrl.trim()) ? d.templateUrl : settings.templateUrl,
  logisticsServices: logisticsServicesIssue(d.logisticsServices.trim()) === null ? d.logisticsServices : '',
  totalPackagesCount: /^[1-9]\d{0,3}$/.test(d.totalPackagesCount.trim()) ? d.totalPackagesCount : '1',
  doorPickUpTime: wireDateTime(d.doorPickUpTime) ? d.doorPickUpTime : '',
  doorPickUpEndTime: wireDateTime(d.doorPickUpEndTime) ? d.doorPickUpEndTime : '',
});

/** The required fields, in the order the form shows them: the first empty one takes focus when it opens. */
export const firstEmptyRequired = (d: FetchDraft): string | null => {
  const empty = (v: string | undefined) => (v ?? '').trim() === '';
  if (empty(d.templateUrl)) return 'fetch-templateUrl';
  if (empty(d.sender.name)) return 'fetch-sender-name';
  if (empty(d.sender.mobile) && empty(d.sender.phone)) return 'fetch-sender-mobile';
  if (empty(d.sender.province)) return 'fetch-sender-province';
  if (empty(d.sender.detail)) return 'fetch-sender-detail';
  return null;
};

export const useFetchDraft = create<FetchDraftState>()((set, get) => ({
  draft: null,
  ensure: (settings) => {
    const kept = get().draft;
    set({ draft: kept ? withoutInvalidText(kept, settings) : draftFromSettings(settings) });
  },
  patch: (p) => {
    const d = get().draft;
    if (d) set({ draft: { ...d, ...p } });
  },
  reset: (settings) => set({ draft: draftFromSettings(settings) }),
}));
