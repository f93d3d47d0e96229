import { hostname } from 'node:os';
import {
  SharedLedgerSettingsInput,
  type SharedLedgerSettings,
} from '../../../shared/ipc/channels/shared-ledger';
import type { KeyValueStore } from '../../storage/key-value-store';
import type { TokenVault } from '../../storage/vault';

/*
 * Settings → "Shared ledger" (Electron, and the web host when no flag says otherwise): the server's address without
 * its password, this desk's name, and the password in a vault of its own (kept like the token: OS keychain in
 * Electron, a 0600 file in the web host; never returned). The ledger is opened at start, so a change takes effect
 * when the desk starts again. A URL given at start (--ledger-url, SELLER_TOOLS_LEDGER_URL) wins over these.
 */

const KEY = 'sharedLedger';

interface Stored {
  url: string;
  deskName: string;
}

const storedOf = (store: KeyValueStore): Stored => {
  const value = store.get(KEY) as Partial<Stored> | undefined;
  return {
    url: typeof value?.url === 'string' ? value.url : '',
    deskName: typeof value?.deskName === 'string' ? value.deskName : '',
  };
};

/**
 * An address saved by an earlier version may hold a password (`?password=` once passed): it goes to the password
 * store (unless one is there already) and leaves the saved address, so it is never read back nor kept in the file.
 */
const movePasswordOut = (store: KeyValueStore, vault: TokenVault): void => {
  const { url, deskName } = storedOf(store);
  if (!URL.canParse(url)) return;
  const address = new URL(url);
  const password = address.password
    ? decodeURIComponent(address.password)
    : address.searchParams.get('password');
  if (!password) return;
  try {
    if (vault.read() === null) vault.write(password);
  } catch {
    // No keychain and no consent to plain storage: forgotten; Settings shows none saved and asks for it.
  }
  address.password = '';
  address.searchParams.delete('password');
  store.set(KEY, { url: address.toString(), deskName });
};

/** The address with the stored password put in (what the pool connects with). */
export const withPassword = (url: string, password: string | null): string => {
  if (!password || !URL.canParse(url)) return url; // a bad address is refused, naming its fault, when opened
  const full = new URL(url);
  // Escaped whole: the setter leaves '%' as it is, which would read back as an escape.
  full.password = encodeURIComponent(password);
  return full.toString();
};

export interface SharedLedgerSettingsService {
  get(): Omit<SharedLedgerSettings, 'overriddenByStart' | 'inUse'>;
  set(input: SharedLedgerSettingsInput, options?: { allowPlainStorage?: boolean }): void;
  /** What the desk opens at start: `ledgerUrl` (password included) and `deskName`, when set here. */
  forStart(): { ledgerUrl?: string; deskName?: string; password: string | null };
}

export function createSharedLedgerSettings(
  store: KeyValueStore,
  vault: TokenVault,
): SharedLedgerSettingsService {
  movePasswordOut(store, vault);
  return {
    get() {
      const { url, deskName } = storedOf(store);
      return { url, deskName, hasPassword: vault.read() !== null };
    },
    set(input, options = {}) {
      const checked = SharedLedgerSettingsInput.parse(input);
      if (checked.password !== undefined) {
        if (checked.password === '') vault.clear();
        else vault.write(checked.password, options);
      }
      store.set(KEY, { url: checked.url, deskName: checked.deskName });
    },
    forStart() {
      const { url, deskName } = storedOf(store);
      const password = vault.read();
      return {
        ...(url ? { ledgerUrl: withPassword(url, password) } : {}),
        deskName: deskName || hostname(),
        password,
      };
    },
  };
}
