import type { Sender } from '../../shared/api/schemas/waybill-fetch';

/** A sender (spec 2.2 UserInfoDto) as the form holds it: every field a string, blank = not given. */
export interface SenderDraft {
  name: string;
  mobile: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  town: string;
  detail: string;
}

export type SenderField = keyof SenderDraft;

/** Most code points per field: the spec's "shorter than N" is N − 1 (W2). */
export const SENDER_LIMITS: Readonly<Record<SenderField, number>> = {
  province: 19,
  city: 19,
  district: 19,
  mobile: 19,
  phone: 19,
  town: 29,
  name: 39,
  detail: 255,
};

export const EMPTY_SENDER: SenderDraft = {
  name: '',
  mobile: '',
  phone: '',
  province: '',
  city: '',
  district: '',
  town: '',
  detail: '',
};

const opt = (s: string): string | undefined => (s.trim() ? s.trim() : undefined);

/** The draft as the contract's sender; blank optional fields are left out, required ones sent as typed so main names them. */
export const senderFromDraft = (d: SenderDraft): Sender => {
  const address: Sender['address'] = { province: d.province.trim(), detail: d.detail.trim() };
  if (opt(d.city)) address.city = d.city.trim();
  if (opt(d.district)) address.district = d.district.trim();
  if (opt(d.town)) address.town = d.town.trim();
  const s: Sender = { name: d.name.trim(), address };
  if (opt(d.mobile)) s.mobile = d.mobile.trim();
  if (opt(d.phone)) s.phone = d.phone.trim();
  return s;
};

export const draftFromSender = (s: Sender): SenderDraft => ({
  name: s.name,
  mobile: s.mobile ?? '',
  phone: s.phone ?? '',
  province: s.address.province,
  city: s.address.city ?? '',
  district: s.address.district ?? '',
  town: s.address.town ?? '',
  detail: s.address.detail,
});

/**
 * Which sender field a validation path names, in any of the shapes main reports: the channel's
 * (`sender.mobile`, `senders[0].address.city`) or the gateway request's
 * (`param_waybill_cloud_print_apply_new_request.sender.address.province`).
 */
export const senderFieldOfPath = (path: string): SenderField | null => {
  const m = /(?:^|\.)senders?(?:\[\d+\])?\.(?:address\.)?([a-z]+)$/.exec(path);
  const f = m?.[1];
  return f && f in SENDER_LIMITS ? (f as SenderField) : null;
};
