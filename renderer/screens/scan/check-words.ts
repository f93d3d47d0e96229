import type { CheckNote, OpenCheck } from '../../../shared/scan/pack-check';
import type { Tone } from './scan-feedback';

/*
 * How a pack check's last step sounds: a short blip for each goods counted, the error tone (and the words spoken)
 * for wrong goods, a misread or one too many, the reprint's two notes for a question (bind, leave).
 */

export type CheckLook = 'ok' | 'bad' | 'ask' | 'busy';

const BAD: readonly CheckNote[] = ['wrong', 'misread', 'extra'];

export const checkLookOf = (c: OpenCheck): CheckLook => {
  if (c.prompt) return c.prompt.kind === 'extra' ? 'bad' : 'ask';
  if (BAD.includes(c.note)) return 'bad';
  if (c.note === 'opened' || c.note === 'declined') return 'busy';
  return 'ok';
};

export const checkToneOf = (c: OpenCheck): Tone | null => {
  const look = checkLookOf(c);
  if (look === 'bad') return 'error';
  if (look === 'ask') return 'reprint';
  return look === 'ok' ? 'count' : null;
};

/** i18n key of the words spoken for a step, or null (a count is a tone only). */
export const checkSpeechKey = (c: OpenCheck): string | null => {
  if (c.prompt?.kind === 'bind') return 'check.speak.bind';
  if (BAD.includes(c.note)) return `check.speak.${c.note}`;
  return null;
};
