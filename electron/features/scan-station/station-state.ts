import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import type { Settings } from '../../../shared/ipc/channels/settings';
import { presetScanProfile, scanProfileGaps, type ScanProfile } from '../../../shared/scan/scan-profile';
import type { Clock } from '../../kernel/clock';
import type { SettingsService } from '../settings';
import type { ScanStationDeps } from './scan-station-types';
import type { WeighingSettings } from '../../../shared/scale/weighing-settings';
import type { Shop } from '../../../shared/shops/shop';

/** A parcel's weight that counts, as the weigh step hands it to the fetch. */
export interface Weighed {
  grams: number;
  expectedGrams: number | null;
  overridden: boolean;
}

/** The parcel waiting on the scale (one at a time). */
export interface WeighWait {
  entry: ScanEntry;
  settings: WeighingSettings;
  resolve: (weighed: Weighed | null) => void;
}

/** What the station's parts share: its deps, the session's scans and counts, and the queue of scans to work. */
export interface StationState {
  deps: ScanStationDeps;
  now: Clock;
  /** The session's scans, newest first. */
  entries: ScanEntry[];
  seq: number;
  pending: number;
  pointsSpent: number;
  tail: Promise<void>;
  /** The orders a pack check handed with a scan (a merge group fetched as one waybill). */
  groups: WeakMap<ScanEntry, string[]>;
  /** The shop the packer named for a number two shops hold (its owner id). */
  chosenShops: WeakMap<ScanEntry, string>;
  /** The shop each worked scan's order is of: its fetch goes with that shop's ids, sender and template. */
  shops: WeakMap<ScanEntry, Shop>;
  /** Reads again where the labels sent to a label printer's queue stand. */
  followQueue: () => void;
  /** The parcel on the scale, waiting for its weight (weighing on): at most one, the scan being worked. */
  weighing: WeighWait | null;
  /** When the scale's stable reading now began (null: not stable), and that of the last reading that counted. */
  scaleStableSince: number | null;
  countedSince: number | null;
}

/** On the embedded sandbox a newcomer can scan at once: the demo sender, a carrier, the standard template. */
const scanProfileOf = (s: Settings): ScanProfile | null =>
  s.scanProfile ?? (s.gateway.mode === 'embedded' ? presetScanProfile(s) : null);

export const readiness = (settings: SettingsService) => {
  const s = settings.get();
  const profile = scanProfileOf(s);
  const gaps = scanProfileGaps(
    profile,
    s.senders.map((x) => x.id),
  );
  return { profile, gaps, ready: gaps.length === 0 };
};

/** The station moved: its list re-reads, and the entry goes along for the screen's tone. */
export const changed = (st: StationState, entry: ScanEntry): void => {
  st.deps.emit('changed', { topic: 'scan' });
  st.deps.emit('scan.changed', { entry: { ...entry }, pending: st.pending, pointsSpent: st.pointsSpent });
};

export const update = (st: StationState, entry: ScanEntry, patch: Partial<ScanEntry>): void => {
  Object.assign(entry, patch);
  changed(st, entry);
};

export const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));
