import type { ScaleProtocol } from './scale-protocol';
import { unitOf, weightOf } from './scale-protocol';

/*
 * The continuous output of the common Chinese packing scales: one line every 50–200 ms, by themselves, e.g.
 *   ST,GS,+  1.234kg     stable, gross      US,NT,-  0.010kg   unstable, net
 *   ST,GS,+  1234 g      grams              ST,GS,+  2.50lb    pounds          ST,GS,+  1.234   the set unit
 *   OL,GS,+  0.000kg     over capacity (some scales write OL in the weight instead: ST,GS,+    OL kg)
 * Status: ST stable, US unstable, OL overload. Kind: GS gross, NT net, TR/TA tare (read as the weight shown).
 */

const LINE =
  /^(ST|US|OL)\s*,\s*(GS|NT|TR|TA|NET|GR)\s*,\s*([+-])?\s*(\d+(?:\.\d*)?|\.\d+|OL|-+|=+)\s*([a-zA-Z]*)\s*$/i;

export const continuousProtocol: ScaleProtocol = {
  frame: /[\r\n]+/,
  parse(line, unit) {
    const m = LINE.exec(line.trim());
    if (!m) return null;
    const [, status = '', , sign, digits = '', written] = m;
    const lineUnit = unitOf(written, unit);
    if (lineUnit === null) return null;
    if (status.toUpperCase() === 'OL' || !/\d/.test(digits)) return { kind: 'over' };
    return { kind: 'reading', stable: status.toUpperCase() === 'ST', ...weightOf(sign, digits, lineUnit) };
  },
};
