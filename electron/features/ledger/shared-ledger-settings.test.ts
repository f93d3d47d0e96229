import { describe, expect, it } from 'vitest';
import { SharedLedgerSettingsInput } from '../../../shared/ipc/channels/shared-ledger';
import { createMemoryStore } from '../../storage/key-value-store';
import { createMemoryVault } from '../../storage/vault';
import { parseLedgerUrl } from '../../../shared/ledger/ledger-url';
import { createSharedLedgerSettings, withPassword } from './shared-ledger-settings';

/* Settings → "Shared ledger": the address and desk name are saved; the password is kept apart and never read back. */

describe('shared ledger settings', () => {
  it('keeps the password in its vault, never in what is read back, and puts it in the URL the desk opens', () => {
    const vault = createMemoryVault();
    const settings = createSharedLedgerSettings(createMemoryStore(), vault);
    expect(settings.get()).toEqual({ url: '', deskName: '', hasPassword: false });
    expect(settings.forStart().ledgerUrl).toBeUndefined();

    settings.set({ url: 'postgres://desk@db.lan:5432/shop', deskName: ' desk 2 ', password: 'p@ss word' });
    const read = settings.get();
    expect(read).toEqual({ url: 'postgres://desk@db.lan:5432/shop', deskName: 'desk 2', hasPassword: true });
    expect(JSON.stringify(read)).not.toContain('p@ss');
    expect(vault.read()).toBe('p@ss word');
    expect(settings.forStart()).toMatchObject({
      ledgerUrl: 'postgres://desk:p%40ss%20word@db.lan:5432/shop',
      deskName: 'desk 2',
    });

    // No password field: the stored one stays; '' forgets it.
    settings.set({ url: 'postgres://desk@db.lan:5432/shop', deskName: 'desk 3' });
    expect(settings.get().hasPassword).toBe(true);
    settings.set({ url: '', deskName: 'desk 3', password: '' });
    expect(settings.get()).toEqual({ url: '', deskName: 'desk 3', hasPassword: false });
  });

  it('refuses an address that is not postgres://, has no database, or carries the password', () => {
    const settings = createSharedLedgerSettings(createMemoryStore(), createMemoryVault());
    for (const url of ['mysql://db/shop', 'postgres://db.lan', 'postgres://desk:secret@db.lan/shop']) {
      expect(() => settings.set({ url, deskName: '' })).toThrow();
    }
    expect(() => settings.set({ url: 'postgres://desk:secret@db.lan/shop', deskName: '' })).toThrow(
      /must not contain the password/,
    );
    expect(settings.get().url).toBe('');
  });

  it('refuses a port that is not a number by saying so, naming the address field', () => {
    const settings = createSharedLedgerSettings(createMemoryStore(), createMemoryVault());
    expect(() => settings.set({ url: 'postgres://desk@db.lan:54x2/shop', deskName: '' })).toThrow(
      /port must be a number/,
    );
    const parsed = SharedLedgerSettingsInput.safeParse({
      url: 'postgres://desk@db.lan:port/shop',
      deskName: '',
    });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['url', 'the port must be a number'],
    ]);
  });

  it.each([
    [
      'a password as a parameter',
      'postgres://desk@db.lan:5432/shop?password=Sesame-42',
      /type it in the password field/,
    ],
    [
      'another host as a parameter',
      'postgres://desk@127.0.0.1:5432/shop?host=169.254.169.254',
      /host\\?" is not accepted/,
    ],
    [
      'a file for the driver to read',
      'postgres://desk@db.lan/shop?sslrootcert=/etc/shadow',
      /sslrootcert\\?" is not/,
    ],
    ['port 0', 'postgres://desk@db.lan:0/shop', /port must be from 1 to 65535/],
  ])('refuses %s, naming the address field, and keeps nothing of it', (_, url, words) => {
    const vault = createMemoryVault();
    const store = createMemoryStore();
    const settings = createSharedLedgerSettings(store, vault);
    const parsed = SharedLedgerSettingsInput.safeParse({ url, deskName: '' });
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['url']);
    expect(parsed.error?.issues[0]?.message).toMatch(words);
    expect(parsed.error?.issues[0]?.message).not.toContain('Sesame');
    expect(() => settings.set({ url, deskName: '' })).toThrow(words);
    expect(settings.get()).toEqual({ url: '', deskName: '', hasPassword: false });
    expect(JSON.stringify(store.get('sharedLedger') ?? null)).not.toContain('Sesame');
    expect(vault.read()).toBeNull();
  });

  it('puts a password holding "%", "/" or "@" in the address the desk opens so that it reads back the same', () => {
    const settings = createSharedLedgerSettings(createMemoryStore(), createMemoryVault());
    settings.set({ url: 'postgres://desk@db.lan:5432/shop', deskName: '', password: 'a%41/b@c' });
    const opened = parseLedgerUrl(settings.forStart().ledgerUrl ?? '', { passwordAllowed: true });
    expect(opened).toMatchObject({ ok: true, address: { password: 'a%41/b@c', host: 'db.lan' } });
  });

  it('moves a password an earlier version saved in the address into the password store', () => {
    const store = createMemoryStore();
    store.set('sharedLedger', {
      url: 'postgres://desk@db.lan:5432/shop?password=Sesame%2F42',
      deskName: 'desk 2',
    });
    const vault = createMemoryVault();
    const settings = createSharedLedgerSettings(store, vault);
    expect(settings.get()).toEqual({
      url: 'postgres://desk@db.lan:5432/shop',
      deskName: 'desk 2',
      hasPassword: true,
    });
    expect(JSON.stringify(store.get('sharedLedger'))).not.toContain('Sesame');
    expect(vault.read()).toBe('Sesame/42');
  });

  it('an address without a password stays as it is', () => {
    expect(withPassword('postgres://db.lan/shop', null)).toBe('postgres://db.lan/shop');
  });
});
