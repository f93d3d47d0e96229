import { afterEach, describe, expect, it } from 'vitest';
import type { ScaleState } from '../../../shared/scale/scale-state';
import { DEFAULT_SCALE_SETTINGS, type ScaleSettings } from '../../../shared/scale/scale-settings';
import type { Settings } from '../../../shared/ipc/channels/settings';
import { createScale, type Scale } from './scale-service';
import {
  standInUnavailable,
  startScaleStandIn,
  type ScaleStandIn,
  type StandInProtocol,
} from './testing/scale-stand-in';

/*
 * The real scale room over a pseudo-terminal: createScale opens the stand-in scale's port with serialport, reads
 * its lines in each protocol, and reaches stable at the right grams, over, empty, and gone when it stops.
 */

const unavailable = standInUnavailable();
if (unavailable) console.warn(`scale over a pseudo-terminal: skipped, ${unavailable}`);

/** A settings service holding only what the scale reads, changed as Settings › Scale would. */
const settingsOf = (scale: ScaleSettings) => {
  let listener: ((s: Settings) => void) | null = null;
  let current = { scale } as Settings;
  return {
    get: () => current,
    subscribe(l: (s: Settings) => void) {
      listener = l;
      return () => void (listener = null);
    },
    set(next: ScaleSettings) {
      current = { scale: next } as Settings;
      listener?.(current);
    },
  };
};

/** Resolves with the first state (now or next) that passes `test`; fails with the states seen past `withinMs`. */
const stateWhere = (scale: Scale, test: (s: ScaleState) => boolean, withinMs = 6000): Promise<ScaleState> =>
  new Promise((resolve, reject) => {
    const seen: ScaleState[] = [scale.feed.current()];
    if (test(scale.feed.current())) return resolve(scale.feed.current());
    const bound = setTimeout(() => {
      off();
      reject(new Error(`no such state; saw ${JSON.stringify(seen)}`));
    }, withinMs);
    const off = scale.feed.subscribe((state) => {
      seen.push(state);
      if (!test(state)) return;
      clearTimeout(bound);
      off();
      resolve(state);
    });
  });

let running: { scale: Scale; standIn: ScaleStandIn }[] = [];
afterEach(async () => {
  for (const { scale, standIn } of running) {
    await scale.close();
    await standIn.close();
  }
  running = [];
});

const start = async (protocol: StandInProtocol, timings = { silentMs: 800, reopenMs: 200 }) => {
  const standIn = await startScaleStandIn(protocol);
  const settings = settingsOf({ ...DEFAULT_SCALE_SETTINGS, enabled: true, protocol, port: standIn.port });
  const emitted: ScaleState[] = [];
  const scale = createScale({
    settings,
    emit: (_event, state) => void emitted.push(state as ScaleState),
    timings,
  });
  running.push({ scale, standIn });
  return { scale, standIn, settings, emitted };
};

describe.skipIf(unavailable)('the scale over a pseudo-terminal', () => {
  describe.each<StandInProtocol>(['continuous', 'mt-sics'])('%s', (protocol) => {
    it('reaches stable at the parcel grams after its unstable lines, and tells the renderer', async () => {
      const { scale, standIn, emitted } = await start(protocol);
      standIn.load({ grams: 1234, movingLines: 4 });
      await stateWhere(scale, (s) => s.kind === 'unstable');
      const stable = await stateWhere(scale, (s) => s.kind === 'stable');
      expect(stable).toMatchObject({ kind: 'stable', grams: 1234 });
      expect(emitted).toContainEqual(stable);
      // Held ± one gram of jitter: still the one stable weight.
      expect(scale.feed.current()).toMatchObject({ kind: 'stable', grams: 1234 });
    });

    it('says over capacity, then empty', async () => {
      const { scale, standIn } = await start(protocol);
      standIn.load({ over: true });
      await stateWhere(scale, (s) => s.kind === 'over');
      standIn.load({ grams: 0 });
      await stateWhere(scale, (s) => s.kind === 'empty');
    });

    it('says gone/closed when the scale is unplugged mid-parcel, and comes back when plugged in', async () => {
      const { scale, standIn } = await start(protocol);
      standIn.load({ grams: 800, movingLines: 2 });
      await stateWhere(scale, (s) => s.kind === 'unstable');
      await standIn.unplug();
      await stateWhere(scale, (s) => s.kind === 'gone' && s.reason === 'closed');
      await standIn.plugIn();
      standIn.load({ grams: 800 });
      await stateWhere(scale, (s) => s.kind === 'stable' && s.grams === 800);
    });

    it('says gone/silent when the scale stops talking', async () => {
      const { scale, standIn } = await start(protocol);
      standIn.load({ grams: 500 });
      await stateWhere(scale, (s) => s.kind === 'stable');
      standIn.hush();
      expect(await stateWhere(scale, (s) => s.kind === 'gone')).toMatchObject({
        kind: 'gone',
        reason: 'silent',
      });
    });
  });

  it('says gone/open-failed for a port that cannot be opened, and reopens when the settings change', async () => {
    const { scale, standIn, settings } = await start('continuous');
    await stateWhere(scale, (s) => s.kind === 'empty');
    const good = settings.get().scale;
    settings.set({ ...good, port: `${standIn.port}-none` });
    expect(await stateWhere(scale, (s) => s.kind === 'gone')).toMatchObject({ reason: 'open-failed' });
    settings.set(good);
    standIn.load({ grams: 2000 });
    await stateWhere(scale, (s) => s.kind === 'stable' && s.grams === 2000);
  });

  it('opens no port while off or for a keyboard scale (its weight is typed into the scan station)', async () => {
    const { scale, settings } = await start('continuous');
    await stateWhere(scale, (s) => s.kind === 'empty');
    settings.set({ ...DEFAULT_SCALE_SETTINGS, enabled: false });
    await stateWhere(scale, (s) => s.kind === 'off');
    settings.set({ ...DEFAULT_SCALE_SETTINGS, enabled: true, protocol: 'keyboard' });
    await stateWhere(scale, (s) => s.kind === 'connecting');
  });

  it("tries a Test's draft settings, then goes back to the saved ones", async () => {
    const { scale, standIn, settings } = await start('continuous');
    await stateWhere(scale, (s) => s.kind === 'empty');
    settings.set({ ...DEFAULT_SCALE_SETTINGS });
    await stateWhere(scale, (s) => s.kind === 'off');
    standIn.load({ grams: 700 });
    await scale.trial({ ...DEFAULT_SCALE_SETTINGS, enabled: true, port: standIn.port });
    await stateWhere(scale, (s) => s.kind === 'stable' && s.grams === 700);
    await scale.endTrial();
    expect(scale.feed.current()).toEqual({ kind: 'off' });
  });
});
