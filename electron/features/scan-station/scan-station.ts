import type { ScanEntry, ScanStatus } from '../../../shared/ipc/channels/scan';
import type { Settings } from '../../../shared/ipc/channels/settings';
import { decideScan, normalizeScan, type ScanDecision } from '../../../shared/scan/scan-decision';
import { presetScanProfile, scanProfileGaps, type ScanProfile } from '../../../shared/scan/scan-profile';
import { DeskError } from '../../kernel/desk-error';
import type { DeskEvents, Emit } from '../../kernel/desk-events';
import type { LabelPrinting } from '../printing';
import type { SettingsService } from '../settings';
import type { WaybillFetch } from '../waybill-fetch';
import { lookUpScan, type ScanLookup } from './scan-lookup';
import { queuedScanEntry } from '../../../shared/scan/queued-scan-entry';
import type { Clock } from '../../kernel/clock';
import { scanFetchFailure } from './fetch-failure';
import { markVoided } from './voided-scans';

/*
 * The scan station: one scan, one label. Scans queue and are worked strictly one after another in
 * scan order (labels come out in scan order); a number scanned again while it waits is handled once. Every
 * decision is shared/scan/scan-decision's; a new waybill is fetched only with a complete default profile and an
 * order the order book says awaits shipment. The session's last 50 scans are kept in memory.
 */

export interface ScanStationDeps {
  settings: SettingsService;
  lookup: ScanLookup;
  waybillFetch: WaybillFetch;
  labelPrinting: LabelPrinting;
  emit: Emit;
  /** The desk's events: a recycle marks the scans of its waybills void (no reprint is offered). */
  subscribe?: DeskEvents['subscribe'];
  now?: Clock;
}

export interface ScanStation {
  /** The station's scans (the open pack check is the pack session's). */
  status(): Omit<ScanStatus, 'check'>;
  /** Queues a scan and answers at once with its entry (or the waiting entry of the same number). */
  submit(code: string): ScanEntry;
  /** Prints a listed scan's label again (its stored print_data: no new number, no charge). */
  reprint(seq: number): Promise<ScanEntry>;
  /** Resolves when every queued scan is worked (tests and benches). */
  idle(): Promise<void>;
}

const HISTORY = 50;

/** On the embedded sandbox a newcomer can scan at once: the demo sender, a carrier, the standard template. */
export const scanProfileOf = (s: Settings): ScanProfile | null =>
  s.scanProfile ?? (s.gateway.mode === 'embedded' ? presetScanProfile(s) : null);

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export const createScanStation = (deps: ScanStationDeps): ScanStation => {
  const { settings, lookup, waybillFetch, labelPrinting, emit } = deps;
  const now = deps.now ?? Date.now;
  const entries: ScanEntry[] = [];
  let seq = 0;
  let pending = 0;
  let pointsSpent = 0;
  let tail: Promise<void> = Promise.resolve();

  const readiness = () => {
    const s = settings.get();
    const profile = scanProfileOf(s);
    const gaps = scanProfileGaps(
      profile,
      s.senders.map((x) => x.id),
    );
    return { profile, gaps, ready: gaps.length === 0 };
  };

  const changed = (entry: ScanEntry) => {
    emit('changed', { topic: 'scan' });
    emit('scan.changed', { entry: { ...entry }, pending, pointsSpent });
  };
  const update = (entry: ScanEntry, patch: Partial<ScanEntry>) => {
    Object.assign(entry, patch);
    changed(entry);
  };

  /** Prints the waybills and says how it went, as the entry shows it. */
  const print = async (entry: ScanEntry, ids: number[], profile: ScanProfile, scannedAt: number) => {
    const outcome = await labelPrinting.print({
      ids,
      size: profile.labelSize,
      ...(profile.printer !== null ? { printer: profile.printer } : {}),
    });
    const dispatchMs = now() - scannedAt;
    if (outcome.cloudNotRunning) {
      update(entry, {
        state: 'failed',
        reason: 'cloud-not-running',
        detail: outcome.cloudNotRunning.url,
        dispatchMs,
      });
    } else if (outcome.failed && outcome.failed.length > 0 && outcome.printed === 0) {
      update(entry, {
        state: 'failed',
        reason: 'print-failed',
        detail: outcome.failed[0]?.msg ?? null,
        dispatchMs,
      });
    } else if (outcome.mode === 'browser') {
      update(entry, { state: 'dialog', printUrl: outcome.printUrl, dispatchMs });
    } else {
      update(entry, { state: 'printed', dispatchMs });
    }
  };

  /** The card's words: a merged waybill's goods are every order's on it, as its label lists them. */
  const describe = async (entry: ScanEntry, ids: number[]) => {
    const [label] = (await labelPrinting.labels(ids.slice(0, 1), undefined)).labels;
    const onLabel = [...new Set((await lookup.waybills(ids)).flatMap((w) => w.orderSns))];
    const sns = onLabel.length > 0 ? onLabel : entry.orderSn ? [entry.orderSn] : [];
    const summaries = (await Promise.all(sns.map((sn) => lookup.orderSummary(sn)))).filter((x) => x !== null);
    Object.assign(entry, {
      sortationName: label?.label.ok ? label.label.label.sortationName : '',
      receiverName:
        summaries[0]?.receiverName ?? (label?.label.ok ? (label.label.label.recipient?.name ?? '') : ''),
      goods:
        summaries.length > 0
          ? summaries.map((x) => x.goods).join('；')
          : label?.label.ok
            ? label.label.label.goodsSummary
            : '',
    });
  };

  /** Fetches the scanned order's one waybill; answers its ledger id, or undefined when the entry says it failed. */
  const fetchFor = async (entry: ScanEntry, orderSn: string, profile: ScanProfile) => {
    const s = settings.get();
    const sender = s.senders.find((x) => x.id === profile.senderId);
    if (!sender) {
      update(entry, { state: 'refused', reason: 'not-ready' });
      return undefined;
    }
    const { id: _id, label: _label, ...desk } = sender;
    // The card says "fetching" with the scanned number while the gateway works.
    update(entry, { action: 'fetch' });
    try {
      const out = await waybillFetch.fetch({
        orderSns: [orderSn],
        merges: [],
        cpCode: profile.cpCode,
        sender: desk,
        templateUrl: profile.templateUrl,
        options: { needEncrypt: profile.needEncrypt, edition: 1, callDoorPickUp: false },
        confirmDuplicate: false,
        confirmNotAwaiting: false,
      });
      pointsSpent += out.charged;
      entry.charged = out.charged;
      const result = out.results[0];
      if (!result?.ok || result.waybillId === undefined) {
        // The gateway answered and refused this entry: nothing issued for it, nothing charged.
        update(entry, { state: 'failed', reason: 'fetch-failed', detail: result?.error ?? null });
        return undefined;
      }
      entry.waybillCodes = result.waybillCode ? [result.waybillCode] : [];
      return result.waybillId;
    } catch (e) {
      update(entry, scanFetchFailure(e));
      return undefined;
    }
  };

  const work = async (entry: ScanEntry) => {
    const scannedAt = entry.at;
    update(entry, { state: 'working' });
    const { profile, ready } = readiness();
    const code = entry.code;
    let decision: ScanDecision;
    if (code === '') decision = { action: 'refuse', reason: 'empty' };
    else decision = decideScan(await lookUpScan(lookup, code), settings.get().scanReprint);
    entry.action = decision.action;
    if (decision.action === 'refuse') {
      update(entry, {
        state: 'refused',
        reason: decision.reason,
        orderSn: decision.orderSn ?? null,
        waybillCodes: decision.codes ?? [],
      });
      return;
    }
    entry.orderSn = decision.orderSn;
    if (decision.action === 'ask') {
      await describe(entry, decision.waybillIds);
      update(entry, { state: 'ask', waybillIds: decision.waybillIds, waybillCodes: decision.codes });
      return;
    }
    if (!profile || !ready) {
      update(entry, { state: 'refused', reason: 'not-ready' });
      return;
    }
    let ids: number[];
    if (decision.action === 'reprint') {
      ids = decision.waybillIds;
      entry.waybillCodes = decision.codes;
    } else {
      const id = await fetchFor(entry, decision.orderSn, profile);
      if (id === undefined) return;
      ids = [id];
    }
    entry.waybillIds = ids;
    try {
      await print(entry, ids, profile, scannedAt);
    } catch (e) {
      update(entry, { state: 'failed', reason: 'print-failed', detail: message(e) });
    }
    // The card's words come after the label is on its way: they never delay the print.
    try {
      await describe(entry, ids);
      changed(entry);
    } catch {
      // A card without receiver or sortation is still a printed label.
    }
  };

  deps.subscribe?.((event, payload) => {
    if (event === 'changed') void markVoided(entries, lookup, payload, changed);
  });

  return {
    status() {
      const { profile, gaps, ready } = readiness();
      return { ready, gaps, profile, entries: entries.map((e) => ({ ...e })), pending, pointsSpent };
    },

    submit(raw) {
      const code = normalizeScan(raw);
      const waiting = entries.find((e) => e.code === code && (e.state === 'queued' || e.state === 'working'));
      if (waiting && code !== '') return { ...waiting };
      // A scanner's double read: the code just scanned, again within the window, is that one scan. A refusal or
      // a failure is worked again (the seller may just have fixed its cause; a refusal costs nothing).
      const last = entries[0];
      const windowMs = settings.get().scanRepeatSeconds * 1000;
      const settled = last?.state === 'refused' || last?.state === 'failed';
      if (last && !settled && code !== '' && last.code === code && now() - last.at < windowMs)
        return { ...last };
      seq += 1;
      const entry = queuedScanEntry(seq, code, now());
      entries.unshift(entry);
      // Keep the last 50, but never drop one still waiting.
      while (entries.length > HISTORY && (entries.at(-1)?.state ?? 'queued') !== 'queued') entries.pop();
      pending += 1;
      changed(entry);
      tail = tail.then(async () => {
        try {
          await work(entry);
        } catch (e) {
          update(entry, { state: 'failed', reason: 'fetch-failed', detail: message(e) });
        } finally {
          pending -= 1;
          changed(entry);
        }
      });
      return { ...entry };
    },

    async reprint(n) {
      const entry = entries.find((e) => e.seq === n);
      if (!entry) throw new DeskError('not-found', `No scan number ${n} in this session.`, { field: 'seq' });
      if (entry.waybillIds.length === 0) {
        throw new DeskError('invalid-request', `Scan ${n} has no label to print.`, { field: 'seq' });
      }
      // A recycled waybill is void: its label is never printed again.
      const recycled = (await lookup.waybills(entry.waybillIds)).some((w) => w.status === 'recycled');
      if (recycled) {
        update(entry, { state: 'refused', reason: 'reprint-recycled', voided: true });
        return { ...entry };
      }
      const { profile } = readiness();
      const at = now();
      const size = profile ?? presetScanProfile(settings.get());
      await print(entry, entry.waybillIds, size, at);
      if (entry.action === 'ask') entry.action = 'reprint';
      return { ...entry };
    },

    idle: () => tail,
  };
};
