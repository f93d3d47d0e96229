import type { ScaleLine, ScaleProtocol } from './scale-protocol';
import { unitOf, weightOf } from './scale-protocol';

/*
 * Mettler Toledo MT-SICS, level 0, on request: the desk sends `S` (send stable weight) every 100 ms and the scale
 * answers one line per request:
 *   S S     1.234 kg   a stable weight          S D     1.230 kg   dynamic (still moving)
 *   S I                cannot answer now (busy)  S +                over capacity     S -   under range
 *   ES / EL / ET       syntax, logical or transmission error (the scale did not take the request)
 * `SI` (send now) answers in the same shape; the desk reads both.
 */

const WEIGHT = /^S\s+([SD])\s+([+-])?\s*(\d+(?:\.\d*)?|\.\d+)\s*([a-zA-Z]*)\s*$/;
const STATUS: Record<string, ScaleLine> = {
  'S I': { kind: 'busy' },
  'S +': { kind: 'over' },
  'S -': { kind: 'under' },
  ES: { kind: 'error', code: 'ES' },
  EL: { kind: 'error', code: 'EL' },
  ET: { kind: 'error', code: 'ET' },
};

export const mtSicsProtocol: ScaleProtocol = {
  frame: /\r\n|[\r\n]/,
  request: { text: 'S\r\n', everyMs: 100 },
  parse(line, unit) {
    const text = line.trim();
    const status = STATUS[text.replace(/\s+/g, ' ')];
    if (status) return status;
    const m = WEIGHT.exec(text);
    if (!m) return null;
    const [, stability, sign, digits = '', written] = m;
    const lineUnit = unitOf(written, unit);
    if (lineUnit === null) return null;
    return { kind: 'reading', stable: stability === 'S', ...weightOf(sign, digits, lineUnit) };
  },
};
