import { describe, expect, it } from 'vitest';
import { screenForShortcut, shortcutOfScreen } from './shortcuts';

const key = (code: string) => ({ altKey: true, ctrlKey: false, metaKey: false, code });

describe('screen shortcuts', () => {
  it('Alt+9 opens the Report screen, from the digit row and the keypad', () => {
    expect(screenForShortcut(key('Digit9'))).toBe('report');
    expect(screenForShortcut(key('Numpad9'))).toBe('report');
    expect(shortcutOfScreen('report')).toBe('Alt+9');
    expect(screenForShortcut(key('Digit8'))).toBe('handover');
    expect(screenForShortcut(key('Digit0'))).toBeNull();
  });
});
