import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import { queuedPrintOutcome } from '../../../shared/scan-station/queued-print-outcome';
import type { ScanProfile } from '../../../shared/scan/scan-profile';
import { changed, message, update, type StationState } from './station-state';

/**
 * How a label put in a label printer's queue first reads: sent, unless it joined a queue the printer's trouble
 * holds: then it is failed with the queue's reason at once (its first word and tone), never "sent" a moment.
 */
const queuedAtDispatch = async (
  st: StationState,
  queue: NonNullable<ScanEntry['queue']>,
): Promise<Pick<ScanEntry, 'state' | 'reason' | 'detail' | 'queue'>> => {
  const sent = { state: 'sending' as const, reason: null, detail: null, queue };
  try {
    const held = queuedPrintOutcome(queue, await st.deps.printQueue.jobStates(queue.jobIds));
    return held?.state === 'failed' ? held : sent;
  } catch {
    // The ledger is away a moment: the queue's next change tells where the label stands.
    return sent;
  }
};

/**
 * Prints the waybills and says how it went, as the entry shows it. A label put in a label printer's queue is
 * only sent: the entry says so (and names the printer) until its jobs are done or one fails.
 */
export const printScan = async (
  st: StationState,
  entry: ScanEntry,
  ids: number[],
  profile: ScanProfile,
  scannedAt: number,
): Promise<void> => {
  const outcome = await st.deps.labelPrinting.print({
    ids,
    size: profile.labelSize,
    ...(profile.printer !== null ? { printer: profile.printer } : {}),
  });
  const dispatchMs = st.now() - scannedAt;
  if (outcome.cloudNotRunning) {
    update(st, entry, {
      state: 'failed',
      reason: 'cloud-not-running',
      detail: outcome.cloudNotRunning.url,
      dispatchMs,
      queue: null,
    });
  } else if (outcome.failed && outcome.failed.length > 0 && outcome.printed === 0) {
    update(st, entry, {
      state: 'failed',
      reason: 'print-failed',
      detail: outcome.failed[0]?.msg ?? null,
      dispatchMs,
      queue: null,
    });
  } else if (outcome.mode === 'queued' && outcome.jobIds.length > 0) {
    const queue = { printer: outcome.printer, jobIds: outcome.jobIds, reason: null, mayHavePrinted: false };
    update(st, entry, { dispatchMs, ...(await queuedAtDispatch(st, queue)) });
    // The jobs may be done already: read them now; later moves come with the queue's changes.
    st.followQueue();
  } else if (outcome.mode === 'browser') {
    update(st, entry, { state: 'dialog', printUrl: outcome.printUrl, dispatchMs, queue: null });
  } else {
    update(st, entry, { state: 'printed', dispatchMs, queue: null });
  }
};

/** The card's words: a merged waybill's goods are every order's on it, as its label lists them. */
export const describeScan = async (st: StationState, entry: ScanEntry, ids: number[]): Promise<void> => {
  const { labelPrinting, lookup } = st.deps;
  const [label] = (await labelPrinting.labels(ids.slice(0, 1), undefined)).labels;
  const onLabel = [...new Set((await lookup.waybills(ids)).flatMap((w) => w.orderSns))];
  const sns = onLabel.length > 0 ? onLabel : entry.orderSn ? [entry.orderSn] : [];
  const owner = st.shops.get(entry)?.ownerId;
  const summaries = (await Promise.all(sns.map((sn) => lookup.orderSummary(sn, owner)))).filter(
    (x) => x !== null,
  );
  const drawn = label?.label.ok ? label.label.label : null;
  Object.assign(entry, {
    sortationName: drawn ? drawn.sortationName : '',
    receiverName: summaries[0]?.receiverName ?? drawn?.recipient?.name ?? '',
    goods: summaries.length > 0 ? summaries.map((x) => x.goods).join('；') : (drawn?.goodsSummary ?? ''),
  });
};

/** Prints, then fills the card's words (they come after the label is on its way: they never delay the print). */
export const printAndDescribe = async (
  st: StationState,
  entry: ScanEntry,
  ids: number[],
  profile: ScanProfile,
): Promise<void> => {
  try {
    await printScan(st, entry, ids, profile, entry.at);
  } catch (e) {
    update(st, entry, { state: 'failed', reason: 'print-failed', detail: message(e) });
  }
  try {
    await describeScan(st, entry, ids);
    changed(st, entry);
  } catch {
    // A card without receiver or sortation is still a printed label.
  }
};
