import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { Settings } from '../../../shared/ipc/channels/settings';
import { DeskError } from '../../kernel/desk-error';
import { createJsonFileStore, createMemoryStore } from '../../storage/key-value-store';
import { createSettingsService, DEFAULT_SETTINGS } from './settings';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'settings-'));
  dirs.push(dir);
  return join(dir, 'settings.json');
};

describe('settings', () => {
  it('defaults fit the schema and the embedded sandbox', () => {
    expect(Settings.parse(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({
      shopId: 'demo-shop',
      ownerId: 'demo-owner',
      gateway: { mode: 'embedded' },
    });
  });

  it('persists an update and reads it back after a restart', () => {
    const file = tempFile();
    createSettingsService(createJsonFileStore(file)).update({ labelSize: '76x130', language: 'en' });
    expect(createSettingsService(createJsonFileStore(file)).get()).toMatchObject({
      labelSize: '76x130',
      language: 'en',
    });
  });

  it('refuses an invalid update as a whole, naming the field', () => {
    const service = createSettingsService(createMemoryStore());
    expect(() => service.update({ labelSize: '76x130', mallUserId: '12a' })).toThrow(ZodError);
    expect(service.get().labelSize).toBe(DEFAULT_SETTINGS.labelSize);
    const sender = DEFAULT_SETTINGS.senders[0];
    const tooLong = { ...sender, name: 'x'.repeat(40) } as typeof sender & object;
    expect(() => service.update({ senders: [tooLong] })).toThrow(/shorter than 40/);
  });

  it('a custom gateway needs an address; the default sender must exist', () => {
    const service = createSettingsService(createMemoryStore());
    expect(() => service.update({ gateway: { mode: 'custom', baseUrl: '' } })).toThrow(DeskError);
    expect(() => service.update({ defaultSenderId: 'nobody' })).toThrow(/no sender has this id/);
    // Removing the default sender's profile moves the default rather than refusing.
    expect(service.update({ senders: [] }).defaultSenderId).toBeNull();
  });

  it('stored values that no longer fit fall back one field at a time', () => {
    const file = tempFile();
    writeFileSync(file, JSON.stringify({ settings: { labelSize: 'A4', language: 'en', shopId: 42 } }));
    const settings = createSettingsService(createJsonFileStore(file)).get();
    expect(settings).toMatchObject({
      labelSize: DEFAULT_SETTINGS.labelSize,
      language: 'en',
      shopId: 'demo-shop',
    });
  });

  it('tells subscribers about changes', () => {
    const service = createSettingsService(createMemoryStore());
    const seen: string[] = [];
    service.subscribe((s) => seen.push(s.labelSize));
    service.update({ labelSize: '100x180' });
    expect(seen).toEqual(['100x180']);
  });
});

describe('print profile connections', () => {
  it('drops a printer password an earlier version saved, from the file too', () => {
    const file = tempFile();
    const connection = 'ipp://admin:Sesame-42@cups.lan:631/printers/label';
    const profile = { printer: null, connection, offsetXMm: 0, offsetYMm: 0, copies: 1 };
    createJsonFileStore(file).set('settings', { ...DEFAULT_SETTINGS, printProfiles: { '100x150': profile } });
    const service = createSettingsService(createJsonFileStore(file));
    expect(service.get().printProfiles['100x150']?.connection).toBe('ipp://cups.lan:631/printers/label');
    expect(readFileSync(file, 'utf8')).not.toContain('Sesame');
  });

  it('keeps a label printer connection per size, and refuses a wrong one by field in the seller language', () => {
    const service = createSettingsService(createMemoryStore());
    const profile = { printer: null, offsetXMm: 0, offsetYMm: 0, copies: 1 };
    const saved = service.update({
      printProfiles: { '100x150': { ...profile, connection: 'socket://192.168.1.50:9100?language=tspl' } },
    });
    expect(saved.printProfiles['100x150']?.connection).toBe('socket://192.168.1.50:9100?language=tspl');
    const bad = () =>
      service.update({
        printProfiles: { '76x130': { ...profile, connection: 'socket://h:9100?language=tspl&dpi=600' } },
      });
    expect(bad).toThrow(DeskError);
    expect(bad).toThrow('printProfiles.76x130.connection: dpi 只能是 203 或 300，不能是“600”');
    service.update({ language: 'en' });
    expect(bad).toThrow('printProfiles.76x130.connection: dpi must be 203 or 300, not "600"');
    expect(service.get().printProfiles['100x150']?.connection).toBe(
      'socket://192.168.1.50:9100?language=tspl',
    );
  });
});
