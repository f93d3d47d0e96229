import type { Clock } from '../../kernel/clock';
import { readsPort, type ScaleSettings } from '../../../shared/scale/scale-settings';
import type { ScaleStateCell } from './scale-state-cell';
import { SERIAL_PROTOCOLS } from './protocols/protocols';
import type { ScaleProtocol } from './protocols/scale-protocol';
import { openSerialLines, type SerialLines, type SerialLinesEvents } from './serial-lines';
import { createStabilityFilter, type StabilityFilter } from './stability-filter';

/*
 * Reads one scale by its settings into the state cell: opens its port, frames and parses its lines, filters them
 * for stability, and says when it is gone. The port is tried again a few seconds after it closed or failed to
 * open (the packer plugs the scale back in); a port that sends nothing for `silentMs` is `gone/silent`.
 */

export interface ScaleTimings {
  /** No line for this long: the scale stopped talking. */
  silentMs: number;
  /** A closed or failed port is tried again after this long. */
  reopenMs: number;
}

export interface ScaleReader {
  /** Reads the scale with these settings from now on (the old port closed first; the same settings change nothing). */
  use(settings: ScaleSettings): Promise<void>;
  /** The settings read now, or null before the first `use`. */
  settings(): ScaleSettings | null;
  close(): Promise<void>;
}

interface Reading {
  settings: ScaleSettings;
  protocol: ScaleProtocol;
  lines: SerialLines | null;
  filter: StabilityFilter;
  silence?: ReturnType<typeof setTimeout>;
  reopen?: ReturnType<typeof setTimeout>;
  /** Why the scale is gone now, across the tries to open it again; null while its port is open. */
  gone: 'closed' | 'open-failed' | 'silent' | null;
}

type Ground = { cell: ScaleStateCell; now: Clock; timings: ScaleTimings };

const newFilter = (settings: ScaleSettings, now: Clock) =>
  createStabilityFilter({ settleMs: settings.settleMs, now });

/** The port's events for one reading: each line through the filter, the scale gone, the port tried again. */
const portEvents = (r: Reading, g: Ground, retry: () => void): SerialLinesEvents => {
  // A port being closed may still hand over a line it had read: only the reading in use speaks.
  const live = () => r.lines !== null;
  const gone = (reason: 'closed' | 'open-failed' | 'silent', detail: string) => {
    clearTimeout(r.silence);
    r.filter = newFilter(r.settings, g.now);
    // An unplugged scale stays "closed" while the desk tries it again (those tries fail to open).
    if (r.gone === 'closed' && reason === 'open-failed') return;
    r.gone = reason;
    g.cell.set({ kind: 'gone', reason, ...(detail ? { detail } : {}) });
  };
  const listen = () => {
    clearTimeout(r.silence);
    r.silence = setTimeout(() => gone('silent', ''), g.timings.silentMs);
  };
  const lost = (reason: 'closed' | 'open-failed') => (detail: string) => {
    r.lines = null;
    gone(reason, detail);
    clearTimeout(r.reopen);
    r.reopen = setTimeout(retry, g.timings.reopenMs);
  };
  return {
    opened: () => {
      r.gone = null;
      g.cell.set({ kind: 'connecting' });
      listen();
    },
    line: (text) => {
      if (!live()) return;
      listen();
      g.cell.set(r.filter.push(r.protocol.parse(text, r.settings.unit)));
    },
    openFailed: lost('open-failed'),
    closed: lost('closed'),
  };
};

export const createScaleReader = (ground: Ground): ScaleReader => {
  let reading: Reading | null = null;
  let closed = false;
  // One change at a time: a port is closed before the next one opens.
  let queue = Promise.resolve();
  const connect = (r: Reading) => {
    if (closed || reading !== r || r.lines) return;
    r.lines = openSerialLines(
      r.settings,
      r.protocol,
      portEvents(r, ground, () => connect(r)),
    );
  };
  const stop = async () => {
    const old = reading;
    reading = null;
    if (!old) return;
    clearTimeout(old.silence);
    clearTimeout(old.reopen);
    const lines = old.lines;
    old.lines = null;
    await lines?.close();
  };
  const apply = async (settings: ScaleSettings) => {
    if (reading && JSON.stringify(reading.settings) === JSON.stringify(settings)) return;
    await stop();
    if (closed) return;
    const protocol = SERIAL_PROTOCOLS[settings.protocol === 'mt-sics' ? 'mt-sics' : 'continuous'];
    const r: Reading = {
      settings,
      protocol,
      lines: null,
      gone: null,
      filter: newFilter(settings, ground.now),
    };
    reading = r;
    // A keyboard scale waits for the station's weight box: nothing is opened for it.
    ground.cell.set(settings.enabled ? { kind: 'connecting' } : { kind: 'off' });
    if (readsPort(settings)) connect(r);
  };
  return {
    use: (settings) => (queue = queue.then(() => apply(settings))),
    settings: () => reading?.settings ?? null,
    close() {
      closed = true;
      return (queue = queue.then(stop));
    },
  };
};
