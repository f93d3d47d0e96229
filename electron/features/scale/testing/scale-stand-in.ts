import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SerialPort } from 'serialport';

/*
 * The stand-in scale: a pseudo-terminal pair made by socat (`pty,raw,echo=0,link=A pty,raw,echo=0,link=B` in a
 * temp dir). The desk opens A as its serial port; the stand-in speaks into B as a scale would — by itself every
 * 100 ms (the continuous ST/US protocol) or answering each `S` request (MT-SICS). `unplug()` kills socat: the
 * desk's port closes, as when the cable is pulled mid-parcel. Without socat the scale tests skip and say why.
 */

export type StandInProtocol = 'continuous' | 'mt-sics';

/** What is on the stand-in scale now. */
export type StandInLoad =
  /**
   * A weight in grams, moving for `movingLines` lines (at most 10 lines' drift below it: a parcel still settling
   * can be held moving as long as a test needs), then stable with ±1 g of jitter (never beyond).
   */
  { grams: number; movingLines?: number } | { over: true };

export interface ScaleStandIn {
  /** The path the desk types as its port. */
  port: string;
  /** Puts a load on the scale (0 = empty). */
  load(load: StandInLoad): void;
  /** Stops talking without closing (a scale that hangs): the desk hears nothing. */
  hush(): void;
  /** Pulls the cable: socat ends and the desk's port closes. */
  unplug(): Promise<void>;
  /** Plugs a scale back in at the same port (a new pseudo-terminal pair behind the same link). */
  plugIn(): Promise<void>;
  close(): Promise<void>;
}

/** Why the stand-in cannot run here, or null when socat is installed. */
export const standInUnavailable = (): string | null =>
  spawnSync('socat', ['-V']).error ? 'socat is not installed (Debian: apt-get install socat)' : null;

/** Starts socat and resolves once both ends are open (socat says so before it starts moving data). */
const startSocat = (a: string, b: string): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const socat = spawn('socat', ['-d', '-d', `pty,raw,echo=0,link=${a}`, `pty,raw,echo=0,link=${b}`]);
    let said = '';
    socat.stderr.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('starting data transfer loop')) resolve(socat);
    });
    socat.on('error', reject);
    socat.on('exit', (code) => reject(new Error(`socat ended (${code}): ${said}`)));
  });

const openEnd = (path: string): Promise<SerialPort> =>
  new Promise((resolve, reject) => {
    const port = new SerialPort({ path, baudRate: 9600 }, (error) => (error ? reject(error) : resolve(port)));
    port.on('error', () => undefined);
  });

const kgText = (grams: number) =>
  `${grams < 0 ? '-' : '+'}${(Math.abs(grams) / 1000).toFixed(3).padStart(7)}kg`;

const MAX_DRIFT_LINES = 10;

/** The line the scale says for its load now (`beat` counts lines since the load was put on). */
const lineOf = (protocol: StandInProtocol, load: StandInLoad, beat: number): string => {
  if ('over' in load) return protocol === 'continuous' ? 'OL,GS,+  0.000kg' : 'S +';
  const moving = beat < (load.movingLines ?? 0);
  // Moving: drifting towards the weight; stable: the weight, then one gram either side.
  const drift = Math.min(load.movingLines! - beat, MAX_DRIFT_LINES) * 37;
  const grams = moving ? load.grams - drift : load.grams + [0, 1, 0, -1][beat % 4]!;
  const shown = load.grams === 0 ? 0 : grams;
  if (protocol === 'continuous') return `${moving ? 'US' : 'ST'},GS,${kgText(shown)}`;
  return `S ${moving ? 'D' : 'S'} ${(shown / 1000).toFixed(3).padStart(9)} kg`;
};

export const startScaleStandIn = async (protocol: StandInProtocol): Promise<ScaleStandIn> => {
  const dir = mkdtempSync(join(tmpdir(), 'desk-scale-'));
  const [a, b] = [join(dir, 'scale'), join(dir, 'scale-side')];
  let load: StandInLoad = { grams: 0 };
  let beat = 0;
  let hushed = false;
  let socat: ChildProcess | null = null;
  let end: SerialPort | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  const say = () => {
    if (!hushed && end?.isOpen) end.write(`${lineOf(protocol, load, beat++)}\r\n`);
  };
  const plugIn = async () => {
    socat = await startSocat(a, b);
    end = await openEnd(b);
    if (protocol === 'continuous') timer = setInterval(say, 100);
    // MT-SICS: one answer per request line.
    else end.on('data', (chunk: Buffer) => chunk.toString().split('S\r\n').slice(1).forEach(say));
  };
  const unplug = async () => {
    clearInterval(timer);
    const running = socat;
    socat = null;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.removeAllListeners('exit');
      running.on('exit', resolve);
      running.kill();
    });
    end = null;
  };
  await plugIn();
  return {
    port: a,
    load(next) {
      load = next;
      beat = 0;
      hushed = false;
    },
    hush: () => void (hushed = true),
    unplug,
    plugIn,
    async close() {
      await unplug();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
