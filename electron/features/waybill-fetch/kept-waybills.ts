import type { Ledger, PrintMode, StoredWaybill } from '../ledger';
import type { AnswerJournal, Settlement } from './answer-journal';
import type { AnswerRecorder } from './answer-recorder';

/*
 * Waybills the journal keeps (paid for, not yet in the ledger) print like any other: they carry ids of their own,
 * far above any ledger id, made of their intent and their place in its answer, so a label asked for before the
 * ledger took them is drawn from the journal. Once the ledger has them, the same id finds them there (by code).
 */

/** Above every ledger id (a sequence), within JavaScript's safe integers: intent × 100 + place. */
const KEPT_ID_BASE = 2 ** 52;
const PER_INTENT = 100;

const keptWaybillId = (intentId: number, index: number): number =>
  KEPT_ID_BASE + intentId * PER_INTENT + index;

const isKeptId = (id: number): boolean => id >= KEPT_ID_BASE;

type IssuedSettlement = Extract<Settlement, { kind: 'issued' }>;

/** The waybills of a kept answer, as the ledger would return them (live, never printed). */
export const keptWaybills = (s: IssuedSettlement): StoredWaybill[] =>
  s.issued.map((w, i) => ({
    id: keptWaybillId(s.intentId, i),
    waybillCode: w.waybillCode,
    parentWaybillCode: w.parentWaybillCode,
    cpCode: s.cpCode,
    orderSn: w.orderSn,
    orderSns: w.orderSns ?? [w.orderSn],
    shopId: s.shopId,
    ownerId: s.ownerId,
    issuedAt: s.at,
    encrypted: w.encrypted,
    receiverName: w.receiverName,
    goodsName: w.goodsName,
    printedCount: 0,
    lastPrintedAt: null,
    dialogCount: 0,
    lastDialogAt: null,
    status: 'live',
    recycledAt: null,
    lastRecycleError: null,
    desk: s.desk,
    objectId: w.objectId,
    printData: w.printData,
  }));

const keptById = (journal: AnswerJournal): Map<number, StoredWaybill> =>
  new Map(
    journal
      .kept()
      .flatMap(({ record }) => (record.kind === 'issued' ? keptWaybills(record) : []))
      .map((w) => [w.id, w]),
  );

/** What the ledger's kept-id face shares: the ledger, the journal, and the kept ids the ledger has taken since. */
interface KeptFace {
  ledger: Ledger;
  recorder: AnswerRecorder;
  /** Kept ids the ledger has taken since: their codes, to find them there. */
  codeOfRecorded: Map<number, string>;
}

/** Ledger ids of kept ids the journal no longer holds: the ledger took them, found there by their codes. */
async function recordedIds(face: KeptFace, keptIds: number[]): Promise<number[]> {
  if (keptIds.length === 0) return [];
  const codes = keptIds.map((id) => face.codeOfRecorded.get(id) ?? '');
  return (await face.ledger.waybillsByCodes(codes)).map((w) => w.id);
}

/** Each id's waybill: from the journal while it keeps it, else from the ledger. */
async function resolve(face: KeptFace, ids: number[]): Promise<Map<number, StoredWaybill>> {
  const kept = keptById(face.recorder.journal);
  const found = new Map<number, StoredWaybill>();
  const fromLedger = ids.filter((id) => !isKeptId(id));
  for (const id of ids.filter(isKeptId)) {
    const w = kept.get(id);
    if (w) {
      found.set(id, w);
      face.codeOfRecorded.set(id, w.waybillCode);
    }
  }
  const recorded = ids.filter((id) => isKeptId(id) && !found.has(id) && face.codeOfRecorded.has(id));
  fromLedger.push(...(await recordedIds(face, recorded)));
  if (fromLedger.length > 0) for (const w of await face.ledger.getWaybills(fromLedger)) found.set(w.id, w);
  return found;
}

async function getWaybills(face: KeptFace, ids: number[]): Promise<StoredWaybill[]> {
  const found = await resolve(face, ids);
  const byCode = new Map([...found.values()].map((w) => [w.waybillCode, w]));
  // Asked by a kept id, answered from the ledger: the same waybill, found by its code.
  return ids.flatMap((id) => {
    const w = found.get(id) ?? byCode.get(face.codeOfRecorded.get(id) ?? '');
    return w ? [{ ...w, id }] : [];
  });
}

/** Prints of kept waybills go to the journal (recorded after their waybills); the others to the ledger. */
async function recordPrints(
  face: KeptFace,
  ids: number[],
  printer: string | null,
  mode: PrintMode,
): Promise<void> {
  const kept = keptById(face.recorder.journal);
  const byIntent = new Map<number, string[]>();
  const rest: number[] = [];
  for (const id of ids) {
    const w = isKeptId(id) ? kept.get(id) : undefined;
    if (!w) {
      rest.push(id);
      continue;
    }
    const intentId = Math.floor((id - KEPT_ID_BASE) / PER_INTENT);
    byIntent.set(intentId, [...(byIntent.get(intentId) ?? []), w.waybillCode]);
  }
  for (const [intentId, codes] of byIntent) face.recorder.keepPrint(intentId, codes, printer, mode);
  const ledgerIds = [...(await resolve(face, rest)).values()].map((w) => w.id);
  if (ledgerIds.length > 0) await face.ledger.recordPrints(ledgerIds, printer, mode);
}

/** The ledger, with kept waybills found and printed by their kept ids. */
export function withKeptWaybills<L extends Ledger>(ledger: L, recorder: AnswerRecorder): L {
  const face: KeptFace = { ledger, recorder, codeOfRecorded: new Map() };
  const kept: Pick<Ledger, 'getWaybills' | 'recordPrints'> = {
    getWaybills: (ids) => getWaybills(face, ids),
    recordPrints: (ids, printer, mode) => recordPrints(face, ids, printer, mode),
  };
  return new Proxy(ledger, {
    get(target, property, receiver) {
      if (property === 'getWaybills') return kept.getWaybills;
      if (property === 'recordPrints') return kept.recordPrints;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}
