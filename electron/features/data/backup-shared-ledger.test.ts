import { afterEach, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/pg-test-databases';
import { startTestDesk, type TestDesk } from '../../testing/desk-test-harness';

/*
 * A desk on a shared PostgreSQL ledger does not back up the server: Settings → Data says so and shows the pg_dump
 * command for the configured database, never its password; "Back up now" and a restore are refused in words.
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
    for (const [channel, input] of [
      ['data.backup', {}],
      ['data.restore', { file: '/tmp/any.sqlite' }],
    ] as const) {
      const refused = await desk.raw(channel, input);
      expect(refused, channel).toMatchObject({ ok: false, error: { kind: 'invalid-request' } });
      if (!refused.ok) expect(refused.error.msg).toContain('打包台不备份服务器');
    }
  });
});
