import { DeskError } from '../kernel/desk-error';
import { createJsonFileStore, type KeyValueStore } from './key-value-store';

/*
 * The access token lives only in main. Electron: encrypted with safeStorage (the OS keychain) and kept with
 * electron-store; where the OS offers no keychain (Linux 'basic_text') it is stored only when the seller allows
 * plain storage for this machine. Web host: the token in plain text in `token.json`, a 0600 file of the 0700 data
 * dir (readable by this user and root only; no keyring is used). No channel ever returns the token; auth.status
 * shows a masked last 4.
 */

type TokenStorage = 'encrypted' | 'plain-allowed' | 'basic-text' | 'file-0600' | 'none';

export interface TokenVault {
  read(): string | null;
  write(token: string, options?: { allowPlainStorage?: boolean }): void;
  clear(): void;
  storage(): TokenStorage;
  encryptionAvailable(): boolean;
}

/** The part of Electron's `safeStorage` the vault uses. */
export interface StringEncryption {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only: which secret store backs it; 'basic_text' means none (a fixed key: not encryption). */
  getSelectedStorageBackend?(): string;
}

/**
 * Encryption worth the name: on Linux without a keyring, safeStorage "encrypts" with a hard-coded key
 * (backend 'basic_text'), which protects nothing, so it counts as no encryption at all.
 */
const reallyEncrypts = (encryption: StringEncryption): boolean =>
  encryption.isEncryptionAvailable() && encryption.getSelectedStorageBackend?.() !== 'basic_text';

const KEY = 'token';

type StoredToken = { cipher: string } | { plain: string };

const isStoredToken = (v: unknown): v is StoredToken =>
  !!v &&
  typeof v === 'object' &&
  (typeof (v as { cipher?: unknown }).cipher === 'string' ||
    typeof (v as { plain?: unknown }).plain === 'string');

const PLAIN_STORAGE_REFUSED =
  'This computer offers no encryption for stored secrets (no OS keychain is available), so the token was not ' +
  'saved. Allow plain storage for this machine to keep it unencrypted in the app data folder.';

export const createSafeStorageVault = (store: KeyValueStore, encryption: StringEncryption): TokenVault => {
  let cached: string | null | undefined;
  const stored = (): StoredToken | null => {
    const value = store.get(KEY);
    return isStoredToken(value) ? value : null;
  };
  return {
    read() {
      if (cached !== undefined) return cached;
      const value = stored();
      if (!value) return (cached = null);
      if ('plain' in value) return (cached = value.plain);
      try {
        cached = encryption.decryptString(Buffer.from(value.cipher, 'base64'));
      } catch {
        // The keychain no longer opens it (another user, a reset keychain): as good as no token.
        cached = null;
      }
      return cached;
    },
    write(token, options = {}) {
      if (reallyEncrypts(encryption)) {
        store.set(KEY, { cipher: encryption.encryptString(token).toString('base64') });
      } else if (options.allowPlainStorage === true) {
        store.set(KEY, { plain: token });
      } else {
        throw new DeskError('invalid-request', PLAIN_STORAGE_REFUSED, { field: 'allowPlainStorage' });
      }
      cached = token;
    },
    clear() {
      store.delete(KEY);
      cached = null;
    },
    storage() {
      const value = stored();
      if (!value) return 'none';
      if ('plain' in value) return 'plain-allowed';
      // Written by an older version under basic_text: obfuscated, not encrypted; never reported as encrypted.
      return reallyEncrypts(encryption) ? 'encrypted' : 'basic-text';
    },
    encryptionAvailable: () => reallyEncrypts(encryption),
  };
};

/** Web host: the token in a file only this user can read (0600) in the data dir. */
export const createFileVault = (file: string): TokenVault => {
  const store = createJsonFileStore(file, { mode: 0o600 });
  const read = (): string | null => {
    const value = store.get(KEY);
    return typeof value === 'string' && value !== '' ? value : null;
  };
  return {
    read,
    write: (token) => store.set(KEY, token),
    clear: () => store.delete(KEY),
    storage: () => (read() === null ? 'none' : 'file-0600'),
    encryptionAvailable: () => false,
  };
};

/** "••••oken": enough to tell two tokens apart, never enough to use one. */
export const maskToken = (token: string): string => {
  // A short token shows less, so the mask never gives most of it away.
  const shown = token.length >= 12 ? 4 : Math.floor(token.length / 4);
  return `••••${shown > 0 ? token.slice(-shown) : ''}`;
};

/** A vault that keeps nothing beyond this process (a desk started without a place for it). */
export const createMemoryVault = (): TokenVault => {
  let value: string | null = null;
  return {
    read: () => value,
    write: (token) => {
      value = token;
    },
    clear: () => {
      value = null;
    },
    storage: () => (value === null ? 'none' : 'plain-allowed'),
    encryptionAvailable: () => false,
  };
};
