import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import { describe, expect, inject, it } from 'vitest';
import { tempDirPerTest } from '../../testing/temp-dir-per-test';
import { createTestDatabase } from '../../testing/pg-test-databases';
import type { DeskError } from '../../kernel/desk-error';
import { LEDGER_FILE, openDeskLedger } from './open-desk-ledger';

/* Which ledger a desk keeps, and that a shared ledger that cannot be reached never turns into a local one. */

const tmp = tempDirPerTest('desk-ledger-');

describe('the desk ledger', () => {
  it('is the embedded SQLite ledger by default, under the host name', async () => {
    const opened = await openDeskLedger({ dataDir: tmp.dir });
    expect(opened).toMatchObject({ kind: 'embedded', desk: hostname(), server: null });
    expect(existsSync(tmp.file(LEDGER_FILE))).toBe(true);
    await opened.ledger.close();
  });

  it('an unreachable shared ledger stops the start naming the server (not the password); no local ledger', async () => {
    const dataDir = tmp.dir;
    const error = await openDeskLedger({
      dataDir,
      ledgerUrl: 'postgres://desk:s3cret-pw@127.0.0.1:1/shop',
      deskName: 'desk 2',
      language: 'en',
    }).then(
      () => null,
      (e: unknown) => e as DeskError,
    );
    // The desk's own kind and words, never the driver's (connect ECONNREFUSED …).
    expect(error).toMatchObject({ kind: 'ledger-unreachable', server: '127.0.0.1:1/shop' });
    expect(error?.message).toMatch(
      /^Nothing answers at 127\.0\.0\.1:1 \(the connection was refused\), so nothing was sent/,
    );
    expect(error?.message).toMatch(/No local ledger was used instead/);
    expect(error?.message.split('\n')[0]).not.toMatch(/ECONN/);
    expect(error?.message).not.toContain('s3cret-pw');
    expect(existsSync(tmp.file(LEDGER_FILE))).toBe(false);
  });

  it.each([
    ['another host', 'host=169.254.169.254', '不接受参数“host”'],
    ['a file to read', 'sslrootcert=/etc/shadow', '不接受参数“sslrootcert”'],
    ['a password parameter', 'password=Sesame-42', '请填在“密码”一栏'],
  ])(
    'a start address with %s is refused before any connection, naming it, never the password',
    async (_, query, zh) => {
      const error = await openDeskLedger({
        dataDir: tmp.dir,
        // Port 1: were it connected to, the refusal would be "cannot be reached" instead.
        ledgerUrl: `postgres://desk:s3cret-pw@127.0.0.1:1/shop?${query}`,
        givenAtStart: true,
      }).then(
        () => null,
        (e: unknown) => e as DeskError,
      );
      expect(error).toMatchObject({ kind: 'invalid-request', field: 'ledgerUrl' });
      expect(error?.message).toContain(zh);
      expect(error?.message).toMatch(/--ledger-url.*未改用本地账本/);
      expect(error?.message).not.toMatch(/s3cret-pw|Sesame/);
      expect(existsSync(tmp.file(LEDGER_FILE))).toBe(false);
    },
  );

  it('a port that is not a number is said so, naming where the address came from, in both languages', async () => {
    const refusal = (language: 'en' | 'zh-CN', givenAtStart: boolean) =>
      openDeskLedger({
        dataDir: tmp.dir,
        ledgerUrl: 'postgres://desk:pw@127.0.0.1:54x2/shop',
        language,
        givenAtStart,
      }).then(
        () => null,
        (e: unknown) => e as DeskError,
      );
    const flag = await refusal('en', true);
    expect(flag).toMatchObject({ kind: 'invalid-request', field: 'ledgerUrl' });
    expect(flag?.message).toMatch(/port must be a number.*--ledger-url/);
    expect(flag?.message).not.toContain('pw');
    const saved = await refusal('zh-CN', false);
    expect(saved).toMatchObject({ kind: 'invalid-request', field: 'url' });
    expect(saved?.message).toMatch(/端口必须是数字.*设置 → 共享账本 → 服务器地址/);
    expect(existsSync(tmp.file(LEDGER_FILE))).toBe(false);
  });

  it.skipIf(!inject('pgUrl'))('opens a shared ledger under the given desk name', async () => {
    const db = await createTestDatabase(inject('pgUrl'), 'desk_ledger');
    const opened = await openDeskLedger({ dataDir: tmp.dir, ledgerUrl: db.url, deskName: ' desk 2 ' });
    expect(opened).toMatchObject({ kind: 'shared', desk: 'desk 2' });
    expect(existsSync(tmp.file(LEDGER_FILE))).toBe(false);
    await opened.ledger.close();
    await db.drop();
  });
});
