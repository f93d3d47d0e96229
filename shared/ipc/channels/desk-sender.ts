import { SenderSchema } from '../../api/schemas/waybill-fetch';

/*
 * The sender as the desk accepts it: the gateway's rules (spec 2.2, W7) plus numbers that can be dialled. The
 * spec only limits the length ("shorter than 20"), so a 19-digit "mobile" would pass the gateway and put a number
 * nobody can call on every label; the desk refuses it where it is typed.
 */

/** A mainland mobile number: 11 digits starting 1, optionally after +86 / 86. */
const MOBILE = /^(?:\+?86[- ]?)?1\d{10}$/;
/** A fixed line: digits with area code, separators and extension; 7 to 16 digits in all. */
const PHONE = /^\+?[\d\s()-]+$/;
const digitCount = (s: string) => s.replace(/\D/g, '').length;

export const DeskSenderSchema = SenderSchema.superRefine((sender, ctx) => {
  const mobile = sender.mobile?.trim();
  if (mobile && !MOBILE.test(mobile)) {
    ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'is not a mobile phone number (11 digits)' });
  }
  const phone = sender.phone?.trim();
  if (phone && (!PHONE.test(phone) || digitCount(phone) < 7 || digitCount(phone) > 16)) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: 'is not a phone number' });
  }
});
