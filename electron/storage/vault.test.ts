import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DeskError } from '../kernel/desk-error';
import { createMemoryStore } from './key-value-store';
import { createFileVault, createSafeStorageVault, maskToken, type StringEncryption } from './vault';

/** Stands in for Electron's safeStorage (the OS keychain): reversible, and visibly not the plain text. */
const fakeKeychain = (available: boolean): StringEncryption => ({
  isEncryptionAvailable: () => available,
  encryptString: (plain) => Buffer.from(`enc:${Buffer.from(plain).toString('base64')}`),
  decryptString: (encrypted) => {
    const text = encrypted.toString();
    if (!text.startsWith('enc:')) throw new Error('cannot decrypt');
    return Buffer.from(text.slice(4), 'base64').toString();
  },
});

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('safeStorage vault', () => {
  it("treats Linux's basic_text backend as no encryption: never reported encrypted, stored only if allowed", () => {
    const basicText = { ...fakeKeychain(true), getSelectedStorageBackend: () => 'basic_text' };
    const store = createMemoryStore();
    const vault = createSafeStorageVault(store, basicText);
    expect(vault.encryptionAvailable()).toBe(false);
    expect(() => vault.write('secret-token-1234')).toThrow(DeskError);
    vault.write('secret-token-1234', { allowPlainStorage: true });
    expect(vault.storage()).toBe('plain-allowed');
    // A token an older version "encrypted" under basic_text is obfuscated, not encrypted: said so.
    store.set('token', { cipher: basicText.encryptString('old-token-5678').toString('base64') });
    expect(createSafeStorageVault(store, basicText).storage()).toBe('basic-text');
    // With a real keyring backend the same store reads as encrypted.
    const keyring = { ...fakeKeychain(true), getSelectedStorageBackend: () => 'gnome_libsecret' };
    expect(createSafeStorageVault(store, keyring).storage()).toBe('encrypted');
  });

  it('keeps only the encrypted token in the store', () => {
    const store = createMemoryStore();
    const vault = createSafeStorageVault(store, fakeKeychain(true));
    vault.write('secret-token-1234');
    expect(JSON.stringify(store.get('token'))).not.toContain('secret-token-1234');
    expect(createSafeStorageVault(store, fakeKeychain(true)).read()).toBe('secret-token-1234');
    expect(vault.storage()).toBe('encrypted');
  });

  it('refuses plain storage unless the seller allows it for this machine', () => {
    const store = createMemoryStore();
    const vault = createSafeStorageVault(store, fakeKeychain(false));
    let refused: unknown;
    try {
      vault.write('secret-token-1234');
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(DeskError);
    expect(refused).toMatchObject({ kind: 'invalid-request', field: 'allowPlainStorage' });
    expect(vault.read()).toBeNull();
    expect(vault.storage()).toBe('none');

    vault.write('secret-token-1234', { allowPlainStorage: true });
    expect(vault.read()).toBe('secret-token-1234');
    expect(vault.storage()).toBe('plain-allowed');
    vault.clear();
    expect(vault.read()).toBeNull();
  });

  it('a token the keychain can no longer open counts as none', () => {
    const store = createMemoryStore();
    store.set('token', { cipher: Buffer.from('garbage').toString('base64') });
    expect(createSafeStorageVault(store, fakeKeychain(true)).read()).toBeNull();
  });
});

describe('file vault (web host)', () => {
  it('keeps the token in a file only this user can read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vault-'));
    dirs.push(dir);
    const file = join(dir, 'token.json');
    const vault = createFileVault(file);
    expect(vault.storage()).toBe('none');
    vault.write('secret-token-1234');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(createFileVault(file).read()).toBe('secret-token-1234');
    expect(vault.storage()).toBe('file-0600');
    vault.clear();
    expect(readFileSync(file, 'utf8')).not.toContain('secret-token-1234');
  });
});

describe('maskToken', () => {
  it('shows the last 4 of a real token, less of a short one, never most of it', () => {
    expect(maskToken('sandbox-demo-token')).toBe('••••oken');
    expect(maskToken('abcdefgh')).toBe('••••gh');
    expect(maskToken('abc')).toBe('••••');
  });
});
