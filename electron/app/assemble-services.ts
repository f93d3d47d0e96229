import type { After } from '../kernel/settling-timers';
import type { DeskEvents } from '../kernel/desk-events';
import { freeBytes } from '../storage/data-dir';
import type { TokenVault } from '../storage/vault';
import type { EmbeddedGateway, GatewayService } from '../features/gateway';
import { openDeskLedger } from '../features/ledger';
import type { SettingsService } from '../features/settings';
import type { AnswerRecorder } from '../features/waybill-fetch';
import type { backupGround } from './backup-ground';
import { buildRooms, type RoomGround } from './build-rooms';
import type { DeskCoreOptions } from './desk-core-options';
import type { DeskServices } from './desk-services';

/** What this start opened and built before the rooms: their ground. */
interface StartGround {
  settings: SettingsService;
  vault: TokenVault;
  embedded: EmbeddedGateway | null;
  events: DeskEvents;
  held: ReturnType<typeof backupGround>;
  gateway: GatewayService;
  recorder: AnswerRecorder;
  /** Delays of told changes, which the core's settle() can run at once. */
  after: After;
}

/** The rooms' ground from the host's options and what this start opened. */
const roomGround = (options: DeskCoreOptions, start: StartGround): RoomGround => {
  const { held, events } = start;
  const { opened } = held;
  return {
    settings: start.settings,
    ledger: opened.ledger,
    gateway: start.gateway,
    emit: events.emit,
    printing: options.printing,
    cloudPrintBridge: options.cloudPrintBridge,
    changes: opened.changes,
    subscribe: (listener) => events.subscribe(listener),
    deskStore: options.settingsStore,
    recorder: start.recorder,
    desk: opened.desk,
    labelPrinter: options.labelPrinter,
    labelPrinterDriver: options.labelPrinterDriver,
    scale: options.scale,
    backups: {
      place: held.place,
      handle: held.handle,
      dataDir: options.dataDir,
      dirAtStart: options.backupDir,
      daily: options.dailyBackups,
      reopen: async () => (await openDeskLedger({ dataDir: options.dataDir, deskName: opened.desk })).ledger,
    },
    // A shared server's disk is not the desk's to measure.
    freeBytes: () => (opened.server ? null : (options.freeBytes ?? freeBytes)(options.dataDir)),
    after: start.after,
  };
};

/** Everything the handlers are functions of: the ground of this start and the rooms built on it. */
export const assembleServices = (options: DeskCoreOptions, start: StartGround): DeskServices => {
  const { opened } = start.held;
  return {
    host: options.host,
    version: options.version,
    dataDir: options.dataDir,
    settings: start.settings,
    vault: start.vault,
    gateway: start.gateway,
    ledger: opened.ledger,
    printing: options.printing,
    embedded: start.embedded,
    emit: start.events.emit,
    ...buildRooms(roomGround(options, start)),
    sessionStart: Date.now(),
    desk: opened.desk,
    ledgerServer: opened.server,
    sharedLedgerSettings: opened.sharedLedgerSettings,
    ledgerUrlGivenAtStart: options.ledgerUrl !== undefined,
  };
};
