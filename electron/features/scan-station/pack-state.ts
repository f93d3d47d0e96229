import type { CheckView } from '../../../shared/ipc/channels/pack-check';
import type { OpenCheck } from '../../../shared/scan/pack-check';
import type { Emit } from '../../kernel/desk-events';
import type { PackCheckStore } from '../pack-check';
import type { SettingsService } from '../settings';
import type { ScanLookup } from './scan-lookup';
import type { ScanStation } from './scan-station-types';

export interface PackSessionDeps {
  store: PackCheckStore;
  lookup: ScanLookup;
  settings: SettingsService;
  station: Pick<ScanStation, 'submit' | 'idle' | 'status' | 'refuse'>;
  emit: Emit;
}

/** The session's open check and the checks left for another order (kept until the desk closes). */
export interface PackState {
  deps: PackSessionDeps;
  open: OpenCheck | null;
  kept: Map<string, OpenCheck>;
  /** The last check whose label the station printed: its goods scanned again say so. */
  printed: OpenCheck | null;
}

/** The key a check is kept under: its orders, in any order. */
export const keyOf = (orderSns: string[]): string => [...orderSns].sort().join('\n');

/** The open check is now this one (or none): the screen re-reads it. */
export const setCheck = (ps: PackState, check: OpenCheck | null): CheckView => {
  ps.open = check;
  ps.deps.emit('changed', { topic: 'scan' });
  return { check, entry: null };
};
