import { afterUnref } from '../kernel/clock';
import type { DeskEvents } from '../kernel/desk-events';
import { buildRooms } from '../kernel/room';
import { freeBytes } from '../storage/data-dir';
import type { TokenVault } from '../storage/vault';
import type { EmbeddedGateway, GatewayService } from '../features/gateway';
import { openDeskLedger } from '../features/ledger';
import type { SettingsService } from '../features/settings';
import type { AnswerRecorder } from '../features/waybill-fetch';
import type { backupGround } from './backup-ground';
import type { DeskCoreOptions } from './desk-core-options';
import type { DeskGround, DeskServices } from './desk-services';
import type { DeskRooms } from './rooms';

/** What this start opened and built before the rooms. */
interface StartGround {
  settings: SettingsService;
  vault: TokenVault;
  embedded: EmbeddedGateway | null;
  events: DeskEvents;
  held: ReturnType<typeof backupGround>;
  gateway: GatewayService;
  recorder: AnswerRecorder;
}

/** The rooms' ground from the host's options and what this start opened. */
const deskGround = (options: DeskCoreOptions, start: StartGround): DeskGround => {
  const { held, events } = start;
  const { opened } = held;
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
    emit: events.emit,
    subscribe: (listener) => events.subscribe(listener),
    recorder: start.recorder,
    sessionStart: Date.now(),
    desk: opened.desk,
    ledgerServer: opened.server,
    changes: opened.changes,
    sharedLedgerSettings: opened.sharedLedgerSettings,
    ledgerUrlGivenAtStart: options.ledgerUrl !== undefined,
    cloudPrintBridge: options.cloudPrintBridge,
    labelPrinter: options.labelPrinter,
    labelPrinterDriver: options.labelPrinterDriver,
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
    after: options.after ?? afterUnref,
    deskStore: options.settingsStore,
  };
};

/** Everything the handlers are functions of: the ground of this start and the rooms built on it. */
export const assembleServices = (
  options: DeskCoreOptions,
  start: StartGround,
  rooms: DeskRooms,
): DeskServices => buildRooms(deskGround(options, start), rooms);
