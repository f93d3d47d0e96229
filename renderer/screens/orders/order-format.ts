/** Pure formatting of sold-order fields for the table (tested without a DOM). */

const pad = (n: number): string => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm` in the desk's local time; '—' when the gateway sent nothing usable. */
export const formatTime = (ms: number | null | undefined): string => {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms <= 0) return '—';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** `MM-DD HH:mm` within the current year (what a table has room for), else the full form. */
export const formatShortTime = (ms: number | null | undefined, nowMs: number = Date.now()): string => {
  const full = formatTime(ms);
  if (full === '—' || new Date(ms as number).getFullYear() !== new Date(nowMs).getFullYear()) return full;
  return full.slice(5);
};

/** `¥12.50`; yuan with two decimals (spec 2.7: pay_amount is in yuan). */
export const formatYuan = (amount: number | null | undefined): string =>
  amount === null || amount === undefined || !Number.isFinite(amount) ? '—' : `¥${amount.toFixed(2)}`;

/** The gateway already masks receivers; mask again if a real one arrives in clear (a screen is seen by many). */
export const maskName = (name: string): string => {
  if (!name || name.includes('*')) return name;
  const chars = [...name];
  return chars.length <= 1 ? `${name}*` : `${chars[0]}${'*'.repeat(Math.min(chars.length - 1, 2))}`;
};

export const maskPhone = (phone: string): string => {
  if (!phone || phone.includes('*')) return phone;
  const digits = phone.replace(/\s+/g, '');
  return digits.length >= 7 ? `${digits.slice(0, 3)}****${digits.slice(-4)}` : '****';
};

export type ShipDeadline = { state: 'overdue' | 'soon' | 'ok' | 'none'; hours: number };

const HOUR_MS = 3_600_000;

/**
 * Only an order still awaiting shipment (status 1) can be late; overdue past `last_ship_time`,
 * "soon" when due within 24 hours.
 */
export const shipDeadline = (
  lastShipMs: number | null,
  status: number | null,
  nowMs: number,
): ShipDeadline => {
  if (lastShipMs === null || !Number.isFinite(lastShipMs) || status !== 1) return { state: 'none', hours: 0 };
  const left = lastShipMs - nowMs;
  if (left < 0) return { state: 'overdue', hours: Math.floor(-left / HOUR_MS) };
  if (left <= 24 * HOUR_MS) return { state: 'soon', hours: Math.ceil(left / HOUR_MS) };
  return { state: 'ok', hours: Math.floor(left / HOUR_MS) };
};

/** DECISIONS O4: the sandbox's status numbers; any other number is shown as it is. */
export const KNOWN_STATUSES = [1, 2, 3, 4] as const;
export const isKnownStatus = (s: number | null): s is (typeof KNOWN_STATUSES)[number] =>
  s !== null && (KNOWN_STATUSES as readonly number[]).includes(s);

export const REMARK_TAGS = ['1', '2', '3', '4', '5'] as const;
