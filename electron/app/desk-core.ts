import { createDeskEvents, type DeskEvents } from '../kernel/desk-events';
import { createRouter, type Router } from '../kernel/router';
import { prepareDataDir } from '../storage/data-dir';
import { createMemoryStore } from '../storage/key-value-store';
import { createMemoryVault } from '../storage/vault';
import { lockDataDir, type DataDirLock } from '../storage/data-dir-lock';
import { createEmbeddedGateway } from '../features/gateway';
import { createSharedLedgerSettings } from '../features/ledger';
import { createSettingsService, type SettingsService } from '../features/settings';
import { startAnswerRecorder } from '../features/waybill-fetch';
import { assembleServices } from './assemble-services';
import { backupGround } from './backup-ground';
import type { DeskCoreOptions } from './desk-core-options';
import { createGateway } from './desk-gateway';
import { lifecycle, type DeskLifecycle } from './desk-lifecycle';
import type { DeskServices } from './desk-services';
import { buildHandlers } from './handlers';
import { ROOMS } from './rooms';
import { openLedgerAtStart } from './open-ledger-at-start';
import { relayChanges } from './relay-changes';
import { tellSettings, toldVault } from './told-writes';

/*
 * The main process's core, the same in both hosts: settings, vault, ledger, gateway and the router over
 * them. The adapters (electron-main.ts, web-host.ts) only carry calls and events across their boundary.
 */

export { LEDGER_FILE } from '../features/ledger';
export type { DeskCoreOptions } from './desk-core-options';

export interface DeskCore extends Router, DeskLifecycle {
  events: DeskEvents;
  services: DeskServices;
  /** What must never reach a log line or the renderer (the token in use). */
  secrets(): string[];
}

export const createDeskCore = async (options: DeskCoreOptions): Promise<DeskCore> => {
  prepareDataDir(options.dataDir);
  const settings = createSettingsService(options.settingsStore);
  // Before the ledger or any file of the data dir is opened: one desk process per data dir.
  const lock = lockDataDir(options.dataDir, settings.get().language);
  try {
    return await assembleDeskCore(options, settings, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
};

const assembleDeskCore = async (
  options: DeskCoreOptions,
  settings: SettingsService,
  lock: DataDirLock,
): Promise<DeskCore> => {
  const events = createDeskEvents();
  const embedded = options.embedded === undefined ? createEmbeddedGateway(options.dataDir) : options.embedded;
  const vault = toldVault(options.vault, events.emit);
  const sharedLedgerSettings = tellSettings(
    settings,
    options.sharedLedgerSettings ?? createSharedLedgerSettings(createMemoryStore(), createMemoryVault()),
    events.emit,
  );
  const held = backupGround(
    await openLedgerAtStart({ ...options, sharedLedgerSettings, language: settings.get().language }),
    options.dataDir,
  );
  const { opened } = held;
  if (opened.changes) relayChanges(events, opened.changes);
  const gateway = createGateway({ ...options, vault }, { settings, embedded, emit: events.emit, opened });
  const recorder = await startAnswerRecorder(options.dataDir, opened.ledger, events);
  const start = { settings, vault, embedded, events, held, gateway, recorder };
  const rooms = options.rooms ?? ROOMS;
  const services = assembleServices(options, start, rooms);
  const secrets = (): string[] => {
    const token = gateway.currentToken();
    return [...(token ? [token] : []), ...opened.secrets];
  };
  const router = createRouter(buildHandlers(services, rooms), {
    secrets,
    logFailure: options.logFailure ?? ((channel, error) => console.error(`desk: ${channel} failed`, error)),
  });
  return {
    dispatch: router.dispatch,
    events,
    services,
    secrets,
    ...lifecycle(services, { opened, recorder, lock, rooms }),
  };
};
