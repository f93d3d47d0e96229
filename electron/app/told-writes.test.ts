import { describe, expect, it } from 'vitest';
import type { EventName } from '../../shared/ipc/events';
import { createSharedLedgerSettings } from '../features/ledger';
import { createSettingsService } from '../features/settings';
import { createMemoryStore } from '../storage/key-value-store';
import { createMemoryVault } from '../storage/vault';
import { tellSettings, toldVault } from './told-writes';

/* The desk's own stores: every write is told as a change, whichever window (or tab) made it. */

const recorder = () => {
  const told: unknown[] = [];
  const emit = (event: EventName, payload: unknown) => void told.push({ event, payload });
  return { told, emit };
};

describe('told writes', () => {
  it('a token set or cleared is told as an auth change', () => {
    const { told, emit } = recorder();
    const vault = toldVault(createMemoryVault(), emit);
    vault.write('secret-token');
    vault.clear();
    expect(vault.read()).toBeNull();
    expect(told).toEqual([
      { event: 'changed', payload: { topic: 'auth' } },
      { event: 'changed', payload: { topic: 'auth' } },
    ]);
  });

  it("the settings and the shared ledger's settings saved are told as settings changes", () => {
    const { told, emit } = recorder();
    const settings = createSettingsService(createMemoryStore());
    const shared = tellSettings(
      settings,
      createSharedLedgerSettings(createMemoryStore(), createMemoryVault()),
      emit,
    );
    settings.update({ scanSpeech: true });
    shared.set({ url: '', deskName: 'desk 2' });
    expect(told).toEqual([
      { event: 'changed', payload: { topic: 'settings' } },
      { event: 'changed', payload: { topic: 'settings' } },
    ]);
  });
});
