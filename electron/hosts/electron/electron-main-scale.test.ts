import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScaleState } from '../../../shared/scale/scale-state';
import { DEFAULT_SCALE_SETTINGS } from '../../../shared/scale/scale-settings';
import {
  standInUnavailable,
  startScaleStandIn,
  type ScaleStandIn,
} from '../../features/scale/testing/scale-stand-in';
import { EVENT_CHANNEL } from './ipc-channel-names';
import { startMainUnderStub, type MainUnderStub } from './testing/main-under-stub';

/*
 * serialport in the Electron host as it ships: the real main bundle (serialport left outside it, loaded from
 * node_modules by require, its N-API binding as in Electron) lists the ports and reads the stand-in scale, and the
 * live reading reaches the window as `scale.state` events.
 */

const unavailable = standInUnavailable();
if (unavailable) console.warn(`the Electron host's scale: skipped, ${unavailable}`);

let desk: MainUnderStub;
let standIn: ScaleStandIn;

beforeAll(async () => {
  if (unavailable) return;
  standIn = await startScaleStandIn('continuous');
  desk = await startMainUnderStub();
});
afterAll(async () => {
  if (unavailable) return;
  await desk.quit();
  await standIn.close();
});

/** Resolves with the first `scale.state` the window is sent that passes `test`. */
const sentState = (test: (state: ScaleState) => boolean): Promise<ScaleState> =>
  new Promise((resolve) => {
    const contents = desk.main.webContents as unknown as { send: (...args: unknown[]) => void };
    const send = contents.send;
    contents.send = (...args: unknown[]) => {
      send(...args);
      const [channel, name, state] = args as [string, string, ScaleState];
      if (channel === EVENT_CHANNEL && name === 'scale.state' && test(state)) {
        contents.send = send;
        resolve(state);
      }
    };
  });

describe.skipIf(unavailable)('the scale in the Electron host', () => {
  it('lists the serial ports and reads the stand-in scale through the bundled main', async () => {
    const { ports } = await desk.call('scale.ports', {});
    expect(Array.isArray(ports)).toBe(true);
    standIn.load({ grams: 640 });
    const stable = sentState((s) => s.kind === 'stable');
    await desk.call('scale.test', {
      scale: { ...DEFAULT_SCALE_SETTINGS, enabled: true, port: standIn.port },
    });
    expect(await stable).toMatchObject({ kind: 'stable', grams: 640 });
    await desk.call('scale.testEnd', {});
    expect(await desk.call('scale.state', {})).toEqual({ kind: 'off' });
  });
});
