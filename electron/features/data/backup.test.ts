import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { isDeskError } from '../../kernel/desk-error';
import { backupServiceFor as service, ledgerPerTest } from '../../testing/backup-test-kit';
import { recordFetch } from '../../testing/ledger-test-kit';
import type { Ledger } from '../ledger';
import { ledgerFileFault } from './backup-check';
import { listBackups, PARTIAL_SUFFIX } from './backup-folder';
import { pgDumpCommand } from './backup-pg-dump';

/*
 * Backups of the SQLite ledger: a checked copy made while the desk writes, the newest 7 kept, and a backup cut
 * short never counted. A shared ledger is not backed up by the desk: it shows the pg_dump command instead.
 */

const ledgers = ledgerPerTest('desk-backup-');

const waybillCodes = (file: string): string[] => {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db
      .prepare('SELECT waybill_code FROM waybills ORDER BY id')
      .all()
      .map((r) => String(r.waybill_code));
  } finally {
    db.close();
  }
};

const fetchTen = (l: Ledger, batch: number) =>
  recordFetch(
    l,
    Array.from({ length: 10 }, (_, i) => ({
      orderSn: `B-${batch}-${i}`,
      waybillCode: `YT${String(batch * 100 + i).padStart(13, '0')}`,
    })),
  );

const deskLedger = async () => {
  const { dir, file, ledger } = await ledgers.open();
  return { dir, file, l: ledger };
};

describe('backup of the SQLite ledger', () => {
  it('is a copy that passes integrity_check, made while the desk keeps writing, with what was committed', async () => {
    const { dir, file, l } = await deskLedger();
    for (let b = 1; b <= 20; b++) await fetchTen(l, b);
    const { backups, told } = service(dir, { kind: 'file', ledgerFile: file });
    const before = waybillCodes(file);
    // The desk writes on while the backup runs.
    const made = backups.backupNow();
    for (let b = 21; b <= 25; b++) await fetchTen(l, b);
    const copy = await made;
    expect(copy.file).toBe(join(dir.dir, 'backups', copy.name));
    expect(await ledgerFileFault(copy.file)).toBeNull();
    expect(waybillCodes(copy.file).slice(0, before.length)).toEqual(before);
    expect(waybillCodes(file)).toHaveLength(250);
    expect(await ledgerFileFault(file)).toBeNull();
    expect(told).toContain('backups');
    // One file on its own: no WAL beside it.
    expect(readdirSync(join(dir.dir, 'backups'))).toEqual([copy.name]);
  });

  it('keeps the newest 7, removing the oldest only after the new one is made', async () => {
    const { dir, file, l } = await deskLedger();
    await fetchTen(l, 1);
    let clock = Date.UTC(2026, 0, 1);
    const { backups } = service(dir, { kind: 'file', ledgerFile: file }, () => clock);
    const made: string[] = [];
    for (let day = 0; day < 9; day++) {
      made.push((await backups.backupNow()).name);
      clock += 86_400_000;
    }
    const status = backups.status();
    if (status.kind !== 'file') throw new Error(status.kind);
    expect(status.keep).toBe(7);
    expect(status.backups.map((b) => b.name)).toEqual(made.slice(2).reverse());
  });

  it('never counts a backup cut short, and removes it before the next one', async () => {
    const { dir, file, l } = await deskLedger();
    await fetchTen(l, 1);
    const { backups, settings } = service(dir, { kind: 'file', ledgerFile: file });
    const folder = dir.file('elsewhere');
    settings.update({ backupDir: folder });
    await backups.backupNow();
    const cutShort = join(folder, `ledger-20260101-000000-000.sqlite${PARTIAL_SUFFIX}`);
    writeFileSync(cutShort, 'half a page');
    writeFileSync(`${cutShort}-journal`, '');
    expect(listBackups(folder)).toHaveLength(1);
    const status = backups.status();
    expect(status).toMatchObject({ kind: 'file', dir: folder, dirFrom: 'setting' });
    await backups.backupNow();
    expect(listBackups(folder)).toHaveLength(2);
    expect(readdirSync(folder).filter((n) => n.includes(PARTIAL_SUFFIX))).toEqual([]);
  });

  it('on a shared ledger shows the pg_dump command (never the password) and refuses to back up', async () => {
    const temp = ledgers.tempDir();
    const url = 'postgres://desk_user:s3cret-pw@db.lan:6543/shop_ledger?sslmode=require';
    const pgDump = pgDumpCommand(url);
    expect(pgDump).toBe(
      'pg_dump --host=db.lan --port=6543 --username=desk_user --format=custom --file=shop_ledger.dump shop_ledger',
    );
    expect(pgDump).not.toContain('s3cret');
    const { backups } = service(temp, { kind: 'shared', server: 'db.lan:6543/shop_ledger', pgDump });
    expect(backups.status()).toEqual({ kind: 'shared', server: 'db.lan:6543/shop_ledger', pgDump });
    const refusal = await backups.backupNow().catch((e: unknown) => e);
    expect(isDeskError(refusal) && refusal.message).toContain('打包台不备份服务器');
    expect(readdirSync(temp.dir)).toEqual([]);
  });
});
