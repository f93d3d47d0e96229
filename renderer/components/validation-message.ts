import type { TFunction } from 'i18next';

/** The validator's English sentences (shared/api schemas) in the seller's language; unknown ones pass through. */
const PATTERNS: ReadonlyArray<[RegExp, string, (m: RegExpExecArray) => Record<string, string>]> = [
  [/^is required$|must not be empty/i, 'validation.required', () => ({})],
  [/is not a real date and time/i, 'validation.dateTime', () => ({})],
  [/must be from (\d+) to (\d+)/i, 'validation.range', (m) => ({ min: m[1] ?? '', max: m[2] ?? '' })],
  [/expected number to be >=?(\d+)/i, 'validation.atLeast', (m) => ({ n: m[1] ?? '' })],
  [/must be a (positive )?whole number/i, 'validation.wholeNumber', () => ({})],
  [/is not a mobile phone number/i, 'validation.mobile', () => ({})],
  [/is not a phone number/i, 'validation.phone', () => ({})],
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
  [/port must be a number/i, 'validation.portNumber', () => ({})],
  [
    /must not contain the password: type it in the password field/i,
    'validation.passwordInAddress',
    () => ({}),
  ],
  [/the parameter "([^"]+)" is not accepted/i, 'validation.ledgerParameter', (m) => ({ name: m[1] ?? '' })],
  [/the parameter is not accepted/i, 'validation.ledgerParameterUnnamed', () => ({})],
  [/^sslmode must be/i, 'validation.sslmode', () => ({})],
  [/host must be a host name/i, 'validation.host', () => ({})],
  [/^must be postgres:\/\/user@host/i, 'validation.ledgerUrl', () => ({})],
  [/^(\S+) is not a carrier this desk knows/i, 'validation.unknownCarrier', (m) => ({ code: m[1] ?? '' })],
  [/^add a shop in Settings › Shops first$/i, 'validation.noShop', () => ({})],
  [/^a paused shop cannot be the default$/i, 'validation.pausedDefault', () => ({})],
  [/^there is no such shop$/i, 'validation.noSuchShop', () => ({})],
  [/^set it for the shop (.+) in Settings › Shops$/i, 'validation.setInShops', (m) => ({ name: m[1] ?? '' })],
  [
    /^the default shop (.+) has no mall user id$/i,
    'validation.defaultShopNoMallUser',
    (m) => ({ name: m[1] ?? '' }),
  ],
];

/**
 * `sender.mobile: mobile and phone must not both be empty` → the message part, translated when known. An
 * English sentence the desk does not know is shown as it is only in the English desk; elsewhere a plain
 * "not in the expected form" stands in (the field is named beside it).
 */
export const validationMessage = (msg: string, t: TFunction, language = 'zh-CN'): string => {
  const text = msg.replace(/^[A-Za-z_][\w.[\]]*:\s+/, '');
  for (const [re, key, vars] of PATTERNS) {
    const m = re.exec(text);
    if (m) return t(key, { ns: 'common', ...vars(m) });
  }
  return language.startsWith('en') ? text : t('validation.unrecognised', { ns: 'common' });
};
