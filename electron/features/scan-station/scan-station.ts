import { markVoided } from './voided-scans';
import { createQueueFollower, movesQueuedLabels } from './queued-print-follow';
import { chooseShop, noteRefusal, reprintScan, submitScan } from './scan-submit';
import type { ScanStation, ScanStationDeps } from './scan-station-types';
import { changed, readiness, update, type StationState } from './station-state';
import { onScale, typedWeight, weighKey } from './weigh-step';

export type { ScanStation } from './scan-station-types';

/*
 * The scan station: one scan, one label. Scans queue and are worked strictly one after another in
 * scan order (labels come out in scan order); a number scanned again while it waits is handled once. Every
 * decision is shared/scan-station/scan-decision's; a new waybill is fetched only with a complete default profile and an
 * order the order book says awaits shipment. A label sent to a label printer's queue counts as printed only once
 * the queue says its jobs are done. With weighing on, a new waybill is fetched only once the parcel's weight
 * passes (weigh-step.ts). The session's last 50 scans are kept in memory.
 */

export const createScanStation = (deps: ScanStationDeps): ScanStation => {
  const st: StationState = {
    deps,
    now: deps.now ?? Date.now,
    entries: [],
    seq: 0,
    pending: 0,
    pointsSpent: 0,
    tail: Promise.resolve(),
    groups: new WeakMap(),
    chosenShops: new WeakMap(),
    shops: new WeakMap(),
    followQueue: () => follower.poke(),
    weighing: null,
    scaleStableSince: null,
    countedSince: null,
  };
  const follower = createQueueFollower(st.entries, deps.printQueue, (entry, patch) =>
    update(st, entry, patch),
  );

  deps.scale.subscribe((state) => onScale(st, state));
  deps.subscribe?.((event, payload) => {
    if (event !== 'changed') return;
    void markVoided(st.entries, deps.lookup, payload, (e) => changed(st, e));
    if (movesQueuedLabels(payload)) follower.poke();
  });

  return {
    status() {
      const { profile, gaps, ready } = readiness(deps.settings);
      const entries = st.entries.map((e) => ({ ...e }));
      const printsTo = profile
        ? deps.labelPrinting.destination(profile.labelSize, profile.printer ?? undefined)
        : null;
      return { ready, gaps, profile, printsTo, entries, pending: st.pending, pointsSpent: st.pointsSpent };
    },
    submit: (raw, group) => submitScan(st, raw, group),
    chooseShop: (seq, ownerId) => chooseShop(st, seq, ownerId),
    reprint: (n) => reprintScan(st, n),
    refuse: (raw, refusal) => noteRefusal(st, raw, refusal),
    weigh: (grams) => typedWeight(st, grams),
    weighKey: (key) => weighKey(st, key),
    idle: async () => {
      await st.tail;
      await follower.settled();
    },
  };
};
