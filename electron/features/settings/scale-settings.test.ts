import { describe, expect, it } from 'vitest';
import { DEFAULT_SCALE_SETTINGS } from '../../../shared/scale/scale-settings';
import { createMemoryStore } from '../../storage/key-value-store';
import { createSettingsService } from './settings';

/* Settings › Scale in the desk's own settings: off by default, refused by the field a scale cannot be used without. */

describe('the scale in the desk settings', () => {
  it('is off by default, with a settle time of 300 ms', () => {
    const scale = createSettingsService(createMemoryStore()).get().scale;
    expect(scale).toEqual(DEFAULT_SCALE_SETTINGS);
    expect(scale).toMatchObject({ enabled: false, settleMs: 300 });
  });

  it('refuses a serial scale without a port, naming scale.port, and keeps what was saved', () => {
    const settings = createSettingsService(createMemoryStore());
    expect(() => settings.update({ scale: { ...DEFAULT_SCALE_SETTINGS, enabled: true } })).toThrow(
      expect.objectContaining({ field: 'scale.port', message: 'scale.port: is required' }),
    );
    expect(settings.get().scale.enabled).toBe(false);
  });

  it('takes a keyboard scale without a port, and a serial one with its port', () => {
    const settings = createSettingsService(createMemoryStore());
    expect(
      settings.update({ scale: { ...DEFAULT_SCALE_SETTINGS, enabled: true, protocol: 'keyboard' } }).scale,
    ).toMatchObject({ enabled: true, protocol: 'keyboard', port: '' });
    const serial = { ...DEFAULT_SCALE_SETTINGS, enabled: true, port: '/dev/ttyUSB0', baudRate: 4800 };
    expect(settings.update({ scale: serial }).scale).toEqual(serial);
  });

  it('refuses a settle time out of bounds and a baud rate the desk does not offer', () => {
    const settings = createSettingsService(createMemoryStore());
    expect(() => settings.update({ scale: { ...DEFAULT_SCALE_SETTINGS, settleMs: 9000 } })).toThrow(
      /must be from 0 to 5000/,
    );
    expect(() => settings.update({ scale: { ...DEFAULT_SCALE_SETTINGS, baudRate: 1234 } })).toThrow(
      /must be one of/,
    );
  });
});
