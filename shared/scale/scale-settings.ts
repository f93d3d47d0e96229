import { z } from 'zod';

/*
 * Settings › Scale: this desk's own scale (kept in the desk's settings, never in a shared ledger). Off by default.
 * A serial scale is read through its port with the line settings the scale's manual gives; a keyboard scale types
 * its weight into the scan station's weight box, so no port is opened for it.
 */

/** The scale's language: continuous ST/US lines, Mettler Toledo MT-SICS on request, or typed like a keyboard. */
export const ScaleProtocolName = z.enum(['continuous', 'mt-sics', 'keyboard']);
export type ScaleProtocolName = z.infer<typeof ScaleProtocolName>;

/** What a weight without a unit on its line means. */
export const ScaleUnit = z.enum(['kg', 'g', 'lb']);
export type ScaleUnit = z.infer<typeof ScaleUnit>;

export const BAUD_RATES = [1200, 2400, 4800, 9600, 19200, 38400, 57600, 115200] as const;
export const DATA_BITS = [7, 8] as const;
export const STOP_BITS = [1, 2] as const;
export const PARITIES = ['none', 'even', 'odd'] as const;

/** The settle time's bounds (ms): how long a stable weight must hold before it counts. */
export const SETTLE_MS = { min: 0, max: 5000, default: 300 } as const;

const oneOf = <T extends number>(values: readonly T[], message: string) =>
  z.number().refine((n) => (values as readonly number[]).includes(n), { message });

export const ScaleSettings = z.object({
  enabled: z.boolean(),
  protocol: ScaleProtocolName,
  /** The serial port's path (`/dev/ttyUSB0`, `COM3`); '' while none is chosen. */
  port: z.string().trim().max(200, { message: 'must be at most 200 characters' }),
  baudRate: oneOf(BAUD_RATES, `must be one of ${BAUD_RATES.join(', ')}`),
  dataBits: oneOf(DATA_BITS, 'must be 7 or 8'),
  parity: z.enum(PARITIES),
  stopBits: oneOf(STOP_BITS, 'must be 1 or 2'),
  unit: ScaleUnit,
  settleMs: z
    .number()
    .int({ message: 'must be a whole number' })
    .min(SETTLE_MS.min, { message: `must be from ${SETTLE_MS.min} to ${SETTLE_MS.max}` })
    .max(SETTLE_MS.max, { message: `must be from ${SETTLE_MS.min} to ${SETTLE_MS.max}` }),
});
export type ScaleSettings = z.infer<typeof ScaleSettings>;

export const DEFAULT_SCALE_SETTINGS: ScaleSettings = {
  enabled: false,
  protocol: 'continuous',
  port: '',
  baudRate: 9600,
  dataBits: 8,
  parity: 'none',
  stopBits: 1,
  unit: 'kg',
  settleMs: SETTLE_MS.default,
};

/** A scale read through a serial port (every protocol but the keyboard's). */
export const readsPort = (s: ScaleSettings): boolean => s.enabled && s.protocol !== 'keyboard';

/** The field a scale that cannot be used names, with the validator's sentence; null when it can be used. */
export const scaleSettingsProblem = (s: ScaleSettings): { field: string; msg: string } | null =>
  readsPort(s) && s.port === '' ? { field: 'scale.port', msg: 'is required' } : null;

