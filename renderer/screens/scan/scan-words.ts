import type { ScanEntry } from '../../../shared/ipc/channels/scan';

/** How an entry looks and sounds: its tone, the card's colour class, its icon and its one word. */
export type Look = 'ok' | 'ask' | 'bad' | 'busy';

export const lookOf = (e: ScanEntry): Look => {
  if (e.state === 'printed' || e.state === 'dialog') return 'ok';
  if (e.state === 'ask') return 'ask';
  if (e.state === 'refused' || e.state === 'failed') return 'bad';
  return 'busy';
};

export const ICON: Record<Look, string> = { ok: '✓', ask: '?', bad: '✕', busy: '…' };

/** i18n key of the entry's word (the card's title). */
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
