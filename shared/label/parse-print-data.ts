import { LabelModel, type LabelContact, type LabelPackage, type LabelParseResult } from './label-model';
import { drawableTree } from './label-text';
import { maskPhone } from './mask-phone';

/** What the ledger knows about a waybill that print_data does not carry. */
export interface LabelExtras {
  goodsSummary?: string;
  orderSn?: string;
  /** Every order of the waybill (a merge group's), first = orderSn; default [orderSn]. */
  orderSns?: string[];
  packageIndex?: number;
  packageCount?: number;
  printedAt?: string;
  /** The fetch result's `parent_waybill_code` (DECISIONS W13); `""` outside sub-parent mode. */
  parentWaybillCode?: string;
  /** The fetch result's `waybill_code`: the only code an encrypted label can show. */
  waybillCode?: string;
}

type JsonRecord = Record<string, unknown>;

const ENCRYPTED_REASON =
  'print_data is encrypted (encryptedData, need_encrypt was true): only the carrier platform’s cloud-print ' +
  'component can decrypt and draw it. Print it through the cloud-print component.';

const isRecord = (v: unknown): v is JsonRecord => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Some gateways double-encode nested objects as JSON text; accept both. */
const asRecord = (v: unknown): JsonRecord | undefined => {
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
const text = (v: unknown): string => {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'bigint') return v.toString();
  return '';
};

const field = (v: unknown, key: string): string => (isRecord(v) ? text(v[key]) : text(v));

const int = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) ? n : undefined;
};

const addressLine = (address: unknown): string => {
  if (!isRecord(address)) return text(address);
  const parts = ['province', 'city', 'district', 'town', 'detail'].map((k) => text(address[k]));
  // Municipalities often repeat the province as the city (上海市 上海市): print it once.
  return parts.filter((p, i) => p !== '' && p !== parts[i - 1]).join(' ');
};

const contact = (raw: JsonRecord, mask: boolean): LabelContact => {
  const phone = text(raw.mobile) || text(raw.phone);
  return {
    name: text(raw.name),
    phone: mask ? maskPhone(phone) : phone,
    addressLine: addressLine(raw.address),
  };
};

/** `services` comes as a list of strings, a list of objects, a map of service code → value, or text. */
const services = (v: unknown): string[] => {
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

/** The ledger's position wins; else the one the gateway put in print_data (`packageQuantity`). */
const packageOf = (extras: LabelExtras, data: JsonRecord = {}): LabelPackage | null => {
  const quantity = asRecord(data.packageQuantity) ?? {};
  const fromLedger = extras.packageCount !== undefined;
  const index = int(fromLedger ? extras.packageIndex : quantity.index);
  const count = int(fromLedger ? extras.packageCount : (quantity.total ?? quantity.count));
  if (index === undefined || count === undefined || count < 2 || index < 1 || index > count) return null;
  return { index, count };
};

/** The waybill's orders: the ledger's list, else the one order; blanks left out. */
const orderSnsOf = (extras: LabelExtras): string[] => {
  const listed = (extras.orderSns ?? []).map(text).filter(Boolean);
  if (listed.length > 0) return listed;
  const one = text(extras.orderSn);
  return one ? [one] : [];
};

const fromExtras = (extras: LabelExtras, data?: JsonRecord) => ({
  goodsSummary: text(extras.goodsSummary),
  orderSn: orderSnsOf(extras)[0] ?? '',
  orderSns: orderSnsOf(extras),
  printedAt: text(extras.printedAt),
  package: packageOf(extras, data),
});

const emptyRouting = {
  sortationName: '',
  consolidationName: '',
  consolidationCode: '',
  originCode: '',
  originName: '',
  routeCode: '',
  siteAreaCode: '',
  shippingOptionCode: '',
  shippingOptionTitle: '',
  shippingServices: [],
};

// The schema check guards the model's shape against drift in this file, not against the input. Every text is
// made drawable by the label font first (emoji would print as empty boxes).
const ok = (label: Omit<LabelModel, 'omittedCharacters'>): LabelParseResult => {
  const { value, dropped } = drawableTree(label);
  return { ok: true, label: LabelModel.parse({ ...value, omittedCharacters: dropped }) };
};

const failure = (error: string, waybillCode: string): LabelParseResult =>
  waybillCode ? { ok: false, error, waybillCode } : { ok: false, error };

/**
 * Reads print_data (DECISIONS W12) into a label model. Tolerant of numbers as strings, double-encoded
 * objects and missing optional parts; strict only about what a drawable label cannot do without
 * (waybill code, recipient name and address), and then it names what is missing.
 */
export const parsePrintData = (printData: string, extras: LabelExtras = {}): LabelParseResult => {
  const extraCode = text(extras.waybillCode);
  if (typeof printData !== 'string' || printData.trim() === '')
    return failure('print_data is empty', extraCode);
  let root: unknown;
  try {
    root = JSON.parse(printData);
  } catch (e) {
    return failure(`print_data is not valid JSON (${e instanceof Error ? e.message : String(e)})`, extraCode);
  }
  if (!isRecord(root)) return failure('print_data is not a JSON object', extraCode);

  const templateURL = text(root.templateURL) || text(root.templateUrl);
  const parentWaybillCode = text(extras.parentWaybillCode);
  const data = asRecord(root.data);

  if (data === undefined) {
    if (root.data !== undefined && root.data !== null)
      return failure('print_data.data is not an object', extraCode);
    if (root.encryptedData === undefined || root.encryptedData === null) {
      return failure('print_data.data is missing (and there is no encryptedData)', extraCode);
    }
    if (text(root.encryptedData) === '') return failure('print_data.encryptedData is empty', extraCode);
    return ok({
      encrypted: true,
      encryptedReason: ENCRYPTED_REASON,
      waybillCode: extraCode,
      carrierCode: '',
      parentWaybillCode,
      ...emptyRouting,
      sender: null,
      recipient: null,
      templateURL,
      ...fromExtras(extras),
    });
  }

  const waybillCode = text(data.waybillCode) || text(data.waybill_code);
  const recipientRaw = asRecord(data.recipient);
  const missing: string[] = [];
  if (!waybillCode) missing.push('print_data.data.waybillCode is missing');
  if (!recipientRaw) missing.push('print_data.data.recipient is missing');
  const recipient = recipientRaw ? contact(recipientRaw, true) : null;
  if (recipient && !recipient.name) missing.push('print_data.data.recipient.name is missing');
  if (recipient && !recipient.addressLine) missing.push('print_data.data.recipient.address is missing');
  if (missing.length > 0) return failure(missing.join('; '), waybillCode || extraCode);

  const senderRaw = asRecord(data.sender);
  const routing = asRecord(data.routingInfo) ?? {};
  const consolidation = routing.consolidation;
  const origin = routing.origin;
  const option = asRecord(data.shippingOption) ?? {};
  return ok({
    encrypted: false,
    encryptedReason: '',
    waybillCode,
    carrierCode: text(data.cpCode),
    parentWaybillCode: parentWaybillCode || text(data.parentWaybillCode),
    sortationName: field(routing.sortation, 'name'),
    consolidationName: field(consolidation, 'name'),
    consolidationCode: isRecord(consolidation) ? text(consolidation.code) : '',
    originCode: isRecord(origin) ? text(origin.code) : text(origin),
    originName: isRecord(origin) ? text(origin.name) : '',
    routeCode: text(routing.routeCode),
    siteAreaCode: field(asRecord(data.dmsSortingInfo), 'siteAreaCode'),
    shippingOptionCode: text(option.code),
    shippingOptionTitle: text(option.title),
    shippingServices: services(option.services),
    sender: senderRaw ? contact(senderRaw, false) : null,
    recipient,
    templateURL,
    ...fromExtras(extras, data),
  });
};
