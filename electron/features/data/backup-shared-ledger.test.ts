import { afterEach, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/pg-test-databases';
import { startTestDesk, type TestDesk } from '../../testing/desk-test-harness';

/*
 * A desk on a shared PostgreSQL ledger does not back up the server: Settings → Data says so and shows the pg_dump
 * command for the configured database, never its password; "Back up now" is refused in words, and a restore in
 * words of its own (the server is not restored from a file).
 */

const runs = inject('pgUrl') !== '';
if (!runs) console.warn('backup-shared-ledger.test: skipped, no PostgreSQL cluster');

let desk: TestDesk | null = null;
let db: TestDatabase | null = null;
afterEach(async () => {
  await desk?.close();
  desk = null;
  await db?.drop();
  db = null;
});

describe.skipIf(!runs)('backups on a shared ledger', () => {
  it('shows the pg_dump command of the configured database, without the password, and backs up nothing', async () => {
    db = await createTestDatabase(inject('pgUrl'), 'backup');
    const url = new URL(db.url);
    url.password = 'pw-never-shown-4711';
    desk = await startTestDesk({ ledgerUrl: url.toString(), orders: 5 });
    const status = await desk.call('data.backups', {});
    if (status.kind !== 'shared') throw new Error(`not shared: ${status.kind}`);
    const database = url.pathname.slice(1);
    expect(status.pgDump).toBe(
      `pg_dump --host=${url.hostname} --port=${url.port} --username=${url.username} --format=custom ` +
        `--file=${database}.dump ${database}`,
    );
    expect(JSON.stringify(status)).not.toContain('pw-never-shown-4711');
    const backup = await desk.raw('data.backup', {});
    expect(backup).toMatchObject({ ok: false, error: { kind: 'invalid-request' } });
    if (!backup.ok) expect(backup.error.msg).toContain('打包台不备份服务器');
  });

  it('refuses a restore in words of its own, in both languages, replacing nothing', async () => {
    db = await createTestDatabase(inject('pgUrl'), 'restore');
    desk = await startTestDesk({ ledgerUrl: db.url, orders: 5 });
    const server = new URL(db.url).host;
    const zh = await desk.raw('data.restore', { file: '/tmp/any.sqlite' });
    expect(zh).toMatchObject({ ok: false, error: { kind: 'invalid-request' } });
    if (!zh.ok) {
      expect(zh.error.msg).toContain('打包台不从文件恢复服务器上的账本');
      expect(zh.error.msg).toContain(server);
      expect(zh.error.msg).not.toContain('打包台不备份服务器');
    }
    await desk.call('settings.update', { language: 'en' });
    const en = await desk.raw('data.restore', { file: '/tmp/any.sqlite' });
    if (en.ok) throw new Error('the restore was not refused');
    expect(en.error.msg).toContain("does not restore the server's ledger from a file");
    expect(en.error.msg).not.toContain('does not back up the server');
  });
});
