import { LabelModel, type LabelPackage, type LabelParseResult } from './label-model';
import { drawableTree } from './label-text';
import {
  asRecord,
  contact,
  field,
  int,
  isRecord,
  services,
  text,
  type JsonRecord,
} from './print-data-fields';

/** What the ledger knows about a waybill that print_data does not carry. */
interface LabelExtras {
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
  /** The parcel's measured weight in grams (the scan station's weigh step); absent or null when not weighed. */
  parcelGrams?: number | null;
}

const ENCRYPTED_REASON =
  'print_data is encrypted (encryptedData, need_encrypt was true): only the carrier platform’s cloud-print ' +
  'component can decrypt and draw it. Print it through the cloud-print component.';

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
  parcelGrams: extras.parcelGrams ?? null,
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

/** print_data as a JSON object, or the failure that says why it is none. */
const readRoot = (
  printData: string,
  extraCode: string,
): { root: JsonRecord } | { failed: LabelParseResult } => {
  if (typeof printData !== 'string' || printData.trim() === '')
    return { failed: failure('print_data is empty', extraCode) };
  let root: unknown;
  try {
    root = JSON.parse(printData);
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return { failed: failure(`print_data is not valid JSON (${reason})`, extraCode) };
  }
  return isRecord(root) ? { root } : { failed: failure('print_data is not a JSON object', extraCode) };
};

interface LabelFrame {
  extras: LabelExtras;
  /** The ledger's waybill code (what an encrypted label shows, and names a failure without its own). */
  extraCode: string;
  parentWaybillCode: string;
  templateURL: string;
}

/** No data to draw: a label only the cloud-print component can print, or the failure saying what is missing. */
const encryptedLabel = (root: JsonRecord, frame: LabelFrame): LabelParseResult => {
  const { extraCode } = frame;
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
    parentWaybillCode: frame.parentWaybillCode,
    ...emptyRouting,
    sender: null,
    recipient: null,
    templateURL: frame.templateURL,
    ...fromExtras(frame.extras),
  });
};

/** The sorting and routing codes a drawn label prints, each '' when the gateway gave none. */
const routingOf = (data: JsonRecord) => {
  const routing = asRecord(data.routingInfo) ?? {};
  const { consolidation, origin } = routing;
  const option = asRecord(data.shippingOption) ?? {};
  return {
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
  };
};

/** A label drawn from print_data.data; strict only about the waybill code and the recipient's name and address. */
const drawnLabel = (data: JsonRecord, frame: LabelFrame): LabelParseResult => {
  const waybillCode = text(data.waybillCode) || text(data.waybill_code);
  const recipientRaw = asRecord(data.recipient);
  const missing: string[] = [];
  if (!waybillCode) missing.push('print_data.data.waybillCode is missing');
  if (!recipientRaw) missing.push('print_data.data.recipient is missing');
  const recipient = recipientRaw ? contact(recipientRaw, true) : null;
  if (recipient && !recipient.name) missing.push('print_data.data.recipient.name is missing');
  if (recipient && !recipient.addressLine) missing.push('print_data.data.recipient.address is missing');
  if (missing.length > 0) return failure(missing.join('; '), waybillCode || frame.extraCode);
  const senderRaw = asRecord(data.sender);
  return ok({
    encrypted: false,
    encryptedReason: '',
    waybillCode,
    carrierCode: text(data.cpCode),
    parentWaybillCode: frame.parentWaybillCode || text(data.parentWaybillCode),
    ...routingOf(data),
    sender: senderRaw ? contact(senderRaw, false) : null,
    recipient,
    templateURL: frame.templateURL,
    ...fromExtras(frame.extras, data),
  });
};

/**
 * Reads print_data (DECISIONS W12) into a label model. Tolerant of numbers as strings, double-encoded
 * objects and missing optional parts; strict only about what a drawable label cannot do without
 * (waybill code, recipient name and address), and then it names what is missing.
 */
export const parsePrintData = (printData: string, extras: LabelExtras = {}): LabelParseResult => {
  const extraCode = text(extras.waybillCode);
  const read = readRoot(printData, extraCode);
  if ('failed' in read) return read.failed;
  const { root } = read;
  const frame: LabelFrame = {
    extras,
    extraCode,
    parentWaybillCode: text(extras.parentWaybillCode),
    templateURL: text(root.templateURL) || text(root.templateUrl),
  };
  const data = asRecord(root.data);
  return data === undefined ? encryptedLabel(root, frame) : drawnLabel(data, frame);
};
