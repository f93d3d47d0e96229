import { useState } from 'react';
import { SETTLE_MS, type ScaleSettings } from '../../../shared/scale/scale-settings';

/** Settings › Scale's form as typed: the settle time is text until it is checked. */
export type ScaleDraft = Omit<ScaleSettings, 'settleMs'> & { settleMs: string };

/** Why the draft cannot be used, by field (in the section's words' keys), or null when it can. */
export const scaleDraftProblems = (draft: ScaleDraft): Partial<Record<'port' | 'settleMs', string>> => {
  const problems: Partial<Record<'port' | 'settleMs', string>> = {};
  const settle = Number(draft.settleMs);
  if (
    draft.settleMs.trim() === '' ||
    !Number.isInteger(settle) ||
    settle < SETTLE_MS.min ||
    settle > SETTLE_MS.max
  )
    problems.settleMs = 'errors.settleRange';
  if (draft.enabled && draft.protocol !== 'keyboard' && draft.port.trim() === '')
    problems.port = 'errors.portRequired';
  return problems;
};

export const scaleOfDraft = (draft: ScaleDraft): ScaleSettings => ({
  ...draft,
  port: draft.port.trim(),
  settleMs: Number(draft.settleMs),
});

export const useScaleDraft = (saved: ScaleSettings) => {
  const [draft, setDraft] = useState<ScaleDraft>({ ...saved, settleMs: String(saved.settleMs) });
  const patch = (change: Partial<ScaleDraft>) => setDraft((d) => ({ ...d, ...change }));
  return { draft, patch };
};

/** A weight in the scale's unit, as the reading shows it. */
export const weightText = (grams: number, unit: ScaleSettings['unit']): string =>
  unit === 'g'
    ? `${Math.round(grams)} g`
    : unit === 'lb'
      ? `${(grams / 453.59237).toFixed(2)} lb`
      : `${(grams / 1000).toFixed(3)} kg`;
