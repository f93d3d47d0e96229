export type { DataBackups } from './backup-handlers';
export type { DataBackupsGround } from './backup-room';
export type { BackupPlace } from './backup-service';
export { pgDumpCommand } from './backup-pg-dump';
export { holdLedger } from './restore-ledger-handle';
export type { LedgerHandle } from './restore-ledger-handle';
export type { DailyBackupOptions } from './backup-daily';
export type { DataService } from './data-service';
export { dataRoom } from './room';
