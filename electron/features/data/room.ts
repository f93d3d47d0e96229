import type { DeskEvents, Emit } from '../../kernel/desk-events';
import { defineRoom } from '../../kernel/room';
import type { KeyValueStore } from '../../storage/key-value-store';
import type { Ledger } from '../ledger';
import type { SettingsService } from '../settings';
import { dataBackupHandlers } from './backup-handlers';
import { createDataBackups, type DataBackupsGround } from './backup-room';
import { createDataService } from './data-service';
import { dataHandlers } from './handlers';

interface DataNeeds {
  settings: SettingsService;
  ledger: Ledger;
  emit: Emit;
  /** The desk's events: any of them means the desk is not idle (the VACUUM waits). */
  subscribe: DeskEvents['subscribe'];
  /** Paid answers the journal still keeps: a restore waits for them. */
  recorder: { waiting(): number };
  /** The ledger's backups: where, and the handle a restore swaps. */
  backups: Omit<DataBackupsGround, 'settings' | 'emit' | 'unrecordedAnswers'>;
  /** Free bytes on the ledger's disk (null for a shared server). */
  freeBytes: () => number | null;
  /** The desk's key-value store (what outlives a restart beside the settings: the last cleanup's report). */
  deskStore: KeyValueStore;
}

/** The ledger's data over the years: retention and sizes, backups and restore. */
export const dataRoom = defineRoom({
  name: 'data',
  build: (ground: DataNeeds) => {
    const { settings, ledger, emit, recorder } = ground;
    return {
      data: createDataService({
        ledger,
        emit,
        retention: () => settings.get().retention,
        now: Date.now,
        freeBytes: () => ground.freeBytes(),
        store: ground.deskStore,
        subscribe: ground.subscribe,
      }),
      dataBackups: createDataBackups({
        ...ground.backups,
        settings,
        emit,
        unrecordedAnswers: () => recorder.waiting(),
      }),
    };
  },
  handlers: ({ data, dataBackups }) => ({ ...dataHandlers(data), ...dataBackupHandlers(dataBackups) }),
  // The retention cleanup: now, then daily, in small batches that never hold a fetch or a scan for long.
  start: ({ data }) => data.start(),
  close: async ({ data, dataBackups }) => {
    dataBackups.close();
    await data.stop();
  },
});
