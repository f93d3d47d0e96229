import type { SharedLedgerSettingsService } from '../features/ledger';
import type { SettingsService } from '../features/settings';
import type { Emit } from '../kernel/desk-events';
import type { TokenVault } from '../storage/vault';

/*
 * The desk's own stores move by a write, wherever it comes from (a window, a scan card, another tab of the web
 * host): each write is told as `changed` so every screen reads the new state again.
 */

/** The token's vault: a token set or cleared changes its status (topic `auth`). */
export const toldVault = (vault: TokenVault, emit: Emit): TokenVault => ({
  ...vault,
  write(token, options) {
    vault.write(token, options);
    emit('changed', { topic: 'auth' });
  },
  clear() {
    vault.clear();
    emit('changed', { topic: 'auth' });
  },
});

/** Settings and the shared ledger's settings (topic `settings`). */
export const tellSettings = (
  settings: SettingsService,
  shared: SharedLedgerSettingsService,
  emit: Emit,
): SharedLedgerSettingsService => {
  settings.subscribe(() => emit('changed', { topic: 'settings' }));
  return {
    ...shared,
    set(input, options) {
      shared.set(input, options);
      emit('changed', { topic: 'settings' });
    },
  };
};
