import { RegexParser, SerialPort } from 'serialport';
import type { ScaleSettings } from '../../../shared/scale/scale-settings';
import type { ScaleProtocol } from './protocols/scale-protocol';
import { hangUpBinding } from './hang-up-binding';

/*
 * One open serial port read as lines: the port opened with the scale's line settings, its bytes framed by the
 * protocol (a line cut across two reads is joined), and the protocol's request sent on its beat while open.
 */

export interface SerialLinesEvents {
  opened(): void;
  line(text: string): void;
  /** The port could not be opened (no such port, busy, no permission): the system's words. */
  openFailed(detail: string): void;
  /** The open port closed without the desk asking (the cable pulled, the adapter gone). */
  closed(detail: string): void;
}

export interface SerialLines {
  /** Closes the port (no `closed` event follows). */
  close(): Promise<void>;
}

export const openSerialLines = (
  settings: ScaleSettings,
  protocol: ScaleProtocol,
  events: SerialLinesEvents,
): SerialLines => {
  let closing = false;
  // One end per port: a failed write can close a port more than once.
  let ended = false;
  const end = (event: 'closed' | 'openFailed', detail: string) => {
    if (closing || ended) return;
    ended = true;
    events[event](detail);
  };
  let beat: ReturnType<typeof setInterval> | undefined;
  const options = {
    binding: hangUpBinding,
    path: settings.port,
    baudRate: settings.baudRate,
    dataBits: settings.dataBits as 7 | 8,
    parity: settings.parity,
    stopBits: settings.stopBits as 1 | 2,
    autoOpen: false,
  };
  const port = new SerialPort(options);
  const lines = port.pipe(new RegexParser({ regex: protocol.frame, encoding: 'latin1' }));
  lines.on('data', (text: string) => {
    if (text.trim() !== '') events.line(text);
  });
  // A port that fails after opening says so as 'error' then 'close'; 'close' alone carries it to the room.
  port.on('error', () => undefined);
  port.on('close', (error: Error | null) => {
    clearInterval(beat);
    end('closed', error?.message ?? 'closed');
  });
  // Closing waits for an open under way, so the port's lock is released before the next port opens.
  const opening = new Promise<void>((resolve) => {
    port.open((error) => {
      resolve();
      if (closing || ended) return;
      if (error) return end('openFailed', error.message);
      events.opened();
      const request = protocol.request;
      if (request) beat = setInterval(() => port.write(request.text), request.everyMs);
    });
  });
  return {
    async close() {
      closing = true;
      clearInterval(beat);
      await opening;
      if (port.isOpen) await new Promise<void>((resolve) => port.close(() => resolve()));
    },
  };
};

/** The serial ports the system lists (USB-serial adapters, COM ports); a pseudo-terminal is typed by hand. */
export const listSerialPorts = async (): Promise<{ path: string; label: string }[]> => {
  const ports = await hangUpBinding.list();
  return ports.map((p) => ({
    path: p.path,
    label: [p.manufacturer, p.serialNumber].filter(Boolean).join(' ') || p.path,
  }));
};
