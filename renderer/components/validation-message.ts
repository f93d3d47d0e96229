import type { TFunction } from 'i18next';

/** The validator's English sentences (shared/api schemas) in the seller's language; unknown ones pass through. */
const PATTERNS: ReadonlyArray<[RegExp, string, (m: RegExpExecArray) => Record<string, string>]> = [
  [/^is required$/i, 'validation.required', () => ({})],
  [/^must be shorter than (\d+) characters$/i, 'validation.shorterThan', (m) => ({ n: m[1] ?? '' })],
  [/^must be at most (\d+) characters$/i, 'validation.atMost', (m) => ({ n: m[1] ?? '' })],
  [/mobile and phone must not both be empty/i, 'validation.contact', () => ({})],
  [/template/i, 'validation.template', () => ({})],
  [/YYYY-MM-DD HH:MM:SS/, 'validation.dateTime', () => ({})],
  [/must be digits|string of digits/i, 'validation.digits', () => ({})],
  [/http\(s\) URL/i, 'validation.url', () => ({})],
  [/visible ASCII characters only/i, 'validation.visibleAscii', () => ({})],
  [
    /JSON text such as|JSON object of services|service code that is not one|must be an object of text values/i,
    'validation.logisticsServices',
    () => ({}),
  ],
  [/must be letters, digits or _/i, 'validation.carrierCode', () => ({})],
  [/^(\S+) is not a carrier this desk knows/i, 'validation.unknownCarrier', (m) => ({ code: m[1] ?? '' })],
];

/** `sender.mobile: mobile and phone must not both be empty` → the message part, translated when known. */
export const validationMessage = (msg: string, t: TFunction): string => {
  const text = msg.replace(/^[A-Za-z_][\w.[\]]*:\s+/, '');
  for (const [re, key, vars] of PATTERNS) {
    const m = re.exec(text);
    if (m) return t(key, { ns: 'common', ...vars(m) });
  }
  return text;
};
