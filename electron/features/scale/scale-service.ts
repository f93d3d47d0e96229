import type { Emit } from '../../kernel/desk-events';
import type { Clock } from '../../kernel/clock';
import type { ScaleFeed } from '../../../shared/scale/scale-state';
import type { ScaleSettings } from '../../../shared/scale/scale-settings';
import type { SettingsService } from '../settings';
import { createScaleReader, type ScaleTimings } from './scale-reader';
import { createScaleStateCell } from './scale-state-cell';
import { listSerialPorts } from './serial-lines';

/*
 * The scale room's service: the saved scale settings, or a Test's draft for a while, read into one ScaleState
 * (the feed the scan station weighs by). Saving other scale settings reopens the port with them.
 */

export const SCALE_TIMINGS: ScaleTimings & { trialMs: number } = {
  silentMs: 2000,
  reopenMs: 3000,
  // A Test's draft gives way to the saved settings after two minutes, should the seller leave the screen.
  trialMs: 120_000,
};

export interface Scale {
  feed: ScaleFeed;
  /** Settings › Scale's port list. */
  ports(): Promise<{ path: string; label: string }[]>;
  /** Settings › Scale › Test: reads the scale with these (unsaved) settings until saved, stopped or timed out. */
  trial(settings: ScaleSettings): Promise<void>;
  /** Ends a Test: back to the saved settings. */
  endTrial(): Promise<void>;
  close(): Promise<void>;
}

export interface ScaleDeps {
  settings: Pick<SettingsService, 'get' | 'subscribe'>;
  emit: Emit;
  now?: Clock;
  timings?: Partial<typeof SCALE_TIMINGS>;
}

export const createScale = (deps: ScaleDeps): Scale => {
  const now = deps.now ?? Date.now;
  const timings = { ...SCALE_TIMINGS, ...deps.timings };
  const cell = createScaleStateCell(deps.emit);
  const reader = createScaleReader({ cell, now, timings });
  let trialTimer: ReturnType<typeof setTimeout> | null = null;
  let saved = JSON.stringify(deps.settings.get().scale);
  const endTrial = () => {
    if (trialTimer) clearTimeout(trialTimer);
    trialTimer = null;
    return reader.use(deps.settings.get().scale);
  };
  // Only a change of the scale's own settings moves the port (a language switch does not end a Test).
  const unsubscribe = deps.settings.subscribe((s) => {
    if (JSON.stringify(s.scale) === saved) return;
    saved = JSON.stringify(s.scale);
    void endTrial();
  });
  void reader.use(deps.settings.get().scale);
  return {
    feed: cell.feed,
    ports: listSerialPorts,
    trial(settings) {
      if (trialTimer) clearTimeout(trialTimer);
      trialTimer = setTimeout(() => void endTrial(), timings.trialMs);
      return reader.use(settings);
    },
    endTrial,
    close() {
      unsubscribe();
      if (trialTimer) clearTimeout(trialTimer);
      return reader.close();
    },
  };
};
