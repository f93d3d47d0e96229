import type { Screen } from '../store/navigation';
import { SCREENS } from '../store/navigation';

/** Alt+1…9 in nav order; `e.code` so the Option key on macOS (which changes `e.key`) works too. */
export const screenForShortcut = (
  e: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'code'>,
): Screen | null => {
  if (!e.altKey || e.ctrlKey || e.metaKey) return null;
  const m = /^(?:Digit|Numpad)([1-9])$/.exec(e.code);
  return m ? (SCREENS[Number(m[1]) - 1] ?? null) : null;
};

export const shortcutOfScreen = (screen: Screen): string => `Alt+${SCREENS.indexOf(screen) + 1}`;

/** True when a key press belongs to a text field, so single-key shortcuts (`?`, `f`) stay out of its way. */
export const isTyping = (target: EventTarget | null): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement)
    return !['checkbox', 'radio', 'button', 'submit'].includes(target.type);
  return false;
};

/** Sync the order book (the same click as its button: it asks above the seller's price limit). */
export const SYNC_SHORTCUT = 'Alt+S';
export const isSyncShortcut = (e: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'code'>): boolean =>
  e.altKey && !e.ctrlKey && !e.metaKey && e.code === 'KeyS';

/** The `?` sheet: [keys, i18n key of what they do] grouped by where they work. */
export const SHORTCUT_GROUPS: ReadonlyArray<{ group: string; items: ReadonlyArray<[string, string]> }> = [
  {
    group: 'everywhere',
    items: [
      ...SCREENS.map((s): [string, string] => [shortcutOfScreen(s), `nav.${s}`]),
      ['?', 'shortcuts.open'],
      ['Esc', 'shortcuts.close'],
    ],
  },
  {
    group: 'orders',
    items: [
      ['↑ / ↓', 'shortcuts.move'],
      ['Space', 'shortcuts.toggle'],
      ['Shift+Click', 'shortcuts.range'],
      ['F', 'shortcuts.fetch'],
      ['/', 'keys.search'],
      [SYNC_SHORTCUT, 'keys.sync'],
      ['Alt+PageUp / Alt+PageDown', 'shortcuts.page'],
      ['Alt+R', 'shortcuts.refresh'],
    ],
  },
  {
    group: 'waybills',
    items: [
      ['↑ / ↓ / PageUp / PageDown / Home / End', 'shortcuts.moveWaybills'],
      ['Space', 'shortcuts.toggleWaybill'],
      ['Shift+↑↓ / Shift+Click', 'shortcuts.range'],
      ['Ctrl+A', 'shortcuts.selectAllMatching'],
      ['Esc', 'shortcuts.clearSelection'],
      ['Delete', 'shortcuts.recycle'],
      ['P', 'shortcuts.reprint'],
    ],
  },
  { group: 'labels', items: [['Ctrl+P', 'shortcuts.print']] },
];
