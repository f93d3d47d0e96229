import type { LabelContact } from './label-model';
import { maskPhone } from './mask-phone';

/*
 * Tolerant readers of print_data's fields (DECISIONS W12): numbers as strings and strings as numbers, double-encoded
 * objects, the several shapes gateways give addresses and services in. Each answers '' (or nothing) for what is
 * not there, so the parser decides what a label cannot do without.
 */

export type JsonRecord = Record<string, unknown>;

export const isRecord = (v: unknown): v is JsonRecord =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Some gateways double-encode nested objects as JSON text; accept both. */
export const asRecord = (v: unknown): JsonRecord | undefined => {
  if (isRecord(v)) return v;
  if (Array.isArray(v)) return asRecord(v[0]);
  if (typeof v === 'string' && v.trim().startsWith('{')) {
    try {
      return asRecord(JSON.parse(v));
    } catch {
      return undefined;
    }
  }
  return undefined;
};

/** Numbers as strings and strings as numbers are the same to a label. */
export const text = (v: unknown): string => {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'bigint') return v.toString();
  return '';
};

export const field = (v: unknown, key: string): string => (isRecord(v) ? text(v[key]) : text(v));

export const int = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) ? n : undefined;
};

const addressLine = (address: unknown): string => {
  if (!isRecord(address)) return text(address);
  const parts = ['province', 'city', 'district', 'town', 'detail'].map((k) => text(address[k]));
  // Municipalities often repeat the province as the city (上海市 上海市): print it once.
  return parts.filter((p, i) => p !== '' && p !== parts[i - 1]).join(' ');
};

export const contact = (raw: JsonRecord, mask: boolean): LabelContact => {
  const phone = text(raw.mobile) || text(raw.phone);
  return {
    name: text(raw.name),
    phone: mask ? maskPhone(phone) : phone,
    addressLine: addressLine(raw.address),
  };
};

/** `services` comes as a list of strings, a list of objects, a map of service code → value, or text. */
export const services = (v: unknown): string[] => {
  if (Array.isArray(v)) {
    return v
      .map((s) => (isRecord(s) ? text(s.name) || text(s.title) || text(s.code) : text(s)))
      .filter(Boolean);
  }
  if (isRecord(v)) {
    return Object.entries(v).map(([code, value]) => {
      const shown = isRecord(value) ? text(value.value) || text(value.name) : text(value);
      return shown ? `${code}: ${shown}` : code;
    });
  }
  return text(v)
    .split(/[,，;；]/)
    .map((s) => s.trim())
    .filter(Boolean);
};
