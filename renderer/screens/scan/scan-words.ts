import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import type { Tone } from './scan-feedback';

/**
 * How an entry looks and sounds: its tone, the card's colour class, its icon and its one word. A reprint is not a
 * new label (no point spent, an old number): it has a look, a tone and words of its own. A fetch whose answer was
 * lost is not a plain failure: it may be charged. A label sent to a label printer's queue is not printed yet: it
 * has a look of its own until the printer confirms it (or the queue holds it: a failure).
 */
export type Look = 'ok' | 'reprint' | 'sent' | 'ask' | 'warn' | 'bad' | 'busy';

export const lookOf = (e: ScanEntry): Look => {
  if (e.state === 'weighing') return e.weigh?.phase === 'mismatch' ? 'bad' : 'busy';
  if (e.state === 'printed' || e.state === 'dialog') return e.action === 'fetch' ? 'ok' : 'reprint';
  if (e.state === 'sending') return 'sent';
  // "Which shop?" waits for the packer's key, as a reprint question does: nothing went wrong.
  if (e.state === 'ask' || e.reason === 'which-shop') return 'ask';
  if (e.reason === 'fetch-unknown') return 'warn';
  if (e.state === 'refused' || e.state === 'failed') return 'bad';
  return 'busy';
};

export const ICON: Record<Look, string> = {
  ok: '✓',
  reprint: '↻',
  sent: '⇢',
  ask: '?',
  warn: '!',
  bad: '✕',
  busy: '…',
};

export const toneOf = (look: Look): Tone =>
  look === 'ok' || look === 'sent' ? 'success' : look === 'reprint' ? 'reprint' : 'error';

/**
 * The entry's tone. A label sent to a label printer sounds at dispatch, as a printed one does (the packer moves
 * on at once); only a failure the queue reports later sounds again (the error tone).
 */
export const toneOfEntry = (e: ScanEntry): Tone =>
  e.state === 'sending' && e.action !== 'fetch' ? 'reprint' : toneOf(lookOf(e));

/** i18n key of the entry's word (the card's title); it takes {{codes}} and {{code}}. */
export const wordKey = (e: ScanEntry): string => {
  switch (e.state) {
    case 'printed':
      return e.action === 'fetch' ? 'word.printedNew' : 'word.reprinted';
    case 'sending':
      return e.action === 'fetch' ? 'word.sentNew' : 'word.sentReprint';
    case 'dialog':
      return e.action === 'fetch' ? 'word.dialogNew' : 'word.dialogReprint';
    case 'ask':
      return 'word.ask';
    case 'refused':
      return `reason.${e.reason ?? 'unknown'}`;
    case 'failed':
      return `reason.${e.reason ?? 'fetch-failed'}`;
    case 'queued':
      return 'word.queued';
    case 'weighing':
      return e.weigh?.phase === 'mismatch' ? 'word.weighMismatch' : 'word.weighing';
    default:
      return e.action === 'fetch' ? 'word.fetching' : 'word.working';
  }
};

/** Whether the entry is finished (its tone plays once, when it gets here); a wrong weight sounds as one. */
export const isFinal = (e: ScanEntry): boolean =>
  e.state === 'weighing' ? e.weigh?.phase === 'mismatch' : e.state !== 'queued' && e.state !== 'working';

/**
 * The key a finished entry sounds once under: a label sent to a label printer and then confirmed printed is one
 * outcome (one tone); a failure after it, or a reprint (another dispatch), is another.
 */
export const announceKey = (e: ScanEntry): string =>
  e.state === 'weighing'
    ? `${e.seq}:weighing:${e.weigh?.grams ?? ''}`
    : `${e.seq}:${e.state === 'sending' ? 'printed' : e.state}:${e.dispatchMs ?? ''}`;

/**
 * Whether the list offers a reprint: a label this session printed (or failed to), never a void one, nor one a
 * label printer's queue still holds (its panel retries, moves or cancels it: a reprint would print it twice).
 */
export const mayReprint = (e: ScanEntry): boolean => {
  if (e.voided || e.waybillIds.length === 0) return false;
  const look = lookOf(e);
  return look === 'ok' || look === 'reprint' || look === 'ask' || e.reason === 'print-failed';
};
