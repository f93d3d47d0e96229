import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import type { Tone } from './scan-feedback';

/**
 * How an entry looks and sounds: its tone, the card's colour class, its icon and its one word. A reprint is not a
 * new label (no point spent, an old number): it has a look, a tone and words of its own. A fetch whose answer was
 * lost is not a plain failure: it may be charged.
 */
export type Look = 'ok' | 'reprint' | 'ask' | 'warn' | 'bad' | 'busy';

export const lookOf = (e: ScanEntry): Look => {
  if (e.state === 'printed' || e.state === 'dialog') return e.action === 'fetch' ? 'ok' : 'reprint';
  if (e.state === 'ask') return 'ask';
  if (e.reason === 'fetch-unknown') return 'warn';
  if (e.state === 'refused' || e.state === 'failed') return 'bad';
  return 'busy';
};

export const ICON: Record<Look, string> = { ok: '✓', reprint: '↻', ask: '?', warn: '!', bad: '✕', busy: '…' };

export const toneOf = (look: Look): Tone =>
  look === 'ok' ? 'success' : look === 'reprint' ? 'reprint' : 'error';

/** i18n key of the entry's word (the card's title); it takes {{codes}} and {{code}}. */
export const wordKey = (e: ScanEntry): string => {
  switch (e.state) {
    case 'printed':
      return e.action === 'fetch' ? 'word.printedNew' : 'word.reprinted';
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
    default:
      return e.action === 'fetch' ? 'word.fetching' : 'word.working';
  }
};

/** Whether the entry is finished (its tone plays once, when it gets here). */
export const isFinal = (e: ScanEntry): boolean => e.state !== 'queued' && e.state !== 'working';

/** Whether the list offers a reprint: a label this session printed (or failed to), never a void one. */
export const mayReprint = (e: ScanEntry): boolean => {
  if (e.voided || e.waybillIds.length === 0) return false;
  const look = lookOf(e);
  return look === 'ok' || look === 'reprint' || look === 'ask' || e.reason === 'print-failed';
};
