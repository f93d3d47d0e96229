import type { ScaleUnit } from '../../../../shared/scale/scale-settings';

/*
 * One scale language: how its lines are framed, what the desk sends to ask for a weight (if it must ask), and what
 * one line says. A new protocol is one file implementing this, named in `protocols.ts`.
 */

/** What one line of a scale says. */
export type ScaleLine =
  /** A weight: `division` is the step of the line's last digit in grams (1.234 kg → 1 g, 2.50 lb → 4.5 g). */
  | { kind: 'reading'; grams: number; stable: boolean; division: number }
  /** Over the scale's capacity. */
  | { kind: 'over' }
  /** Under its range (below zero): nothing on the scale. */
  | { kind: 'under' }
  /** The scale answered but has no weight now (MT-SICS `S I`: busy or moving). */
  | { kind: 'busy' }
  /** The scale refused or did not understand (MT-SICS `ES`, `EL`, `ET`). */
  | { kind: 'error'; code: string };

export interface ScaleProtocol {
  /** Splits the byte stream into lines (the scale's line ending). */
  frame: RegExp;
  /** Sent every `everyMs` to ask for a weight; absent for a scale that talks by itself. */
  request?: { text: string; everyMs: number };
  /** One line (without its ending) → what it says, or null for a line the protocol does not know (garbage). */
  parse(line: string, unit: ScaleUnit): ScaleLine | null;
}

const GRAMS_PER: Record<ScaleUnit, number> = { kg: 1000, g: 1, lb: 453.59237 };

/** A unit as a scale writes it (`kg`, `KG`, `g`, `lb`) → the desk's, or null when the line names another. */
export const unitOf = (written: string | undefined, fallback: ScaleUnit): ScaleUnit | null => {
  if (written === undefined || written === '') return fallback;
  const unit = written.toLowerCase();
  return unit === 'kg' || unit === 'g' || unit === 'lb' ? unit : null;
};

/**
 * A number as the scale wrote it (`1.234`, `-0.50`, `1234`) in its unit → grams and the step of its last digit
 * in grams (a scale shows its division in its last digit).
 */
export const weightOf = (
  sign: string | undefined,
  digits: string,
  unit: ScaleUnit,
): { grams: number; division: number } => {
  const decimals = digits.includes('.') ? digits.length - digits.indexOf('.') - 1 : 0;
  const value = Number(digits) * (sign === '-' ? -1 : 1);
  const per = GRAMS_PER[unit];
  return { grams: round(value * per), division: round(10 ** -decimals * per) };
};

/** Grams to a thousandth: a kg reading's float noise (1.234 × 1000 = 1233.9999…) does not count as a change. */
const round = (grams: number): number => Math.round(grams * 1000) / 1000;
