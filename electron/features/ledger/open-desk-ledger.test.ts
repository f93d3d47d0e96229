import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import { describe, expect, inject, it } from 'vitest';
import { tempDirPerTest } from '../../testing/temp-dir-per-test';
import { createTestDatabase } from '../../testing/pg-test-databases';
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
    }).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(/shared ledger at 127\.0\.0\.1:1\/shop cannot be opened/);
    expect(error?.message).toMatch(/no local ledger was used instead/);
    expect(error?.message).not.toContain('s3cret-pw');
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
