import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchInput, seeOrders, startTestDesk, type TestDesk } from '../../testing/desk-test-harness';
import { intentFor } from '../../testing/ledger-test-kit';
import { ledgerFileFault } from './backup-check';

/*
 * Restore from a backup file: nothing is replaced before the file is known to be a desk ledger; while it runs the
 * desk refuses new fetches (nothing sent, nothing charged); the restored ledger shows every "outcome unknown"
 * intent it held that the seller has not resolved since, keeps every waybill fetched since, and the ledger it
 * replaced is kept as a backup.
 */

let desk: TestDesk | null = null;
afterEach(async () => {
  await desk?.close();
  desk = null;
});

const liveCount = async (d: TestDesk) => (await d.call('waybills.list', { limit: 50 })).total;

describe('restore of the SQLite ledger', () => {
  it('refuses fetches while it restores, then shows the unknown intents still unresolved', async () => {
    desk = await startTestDesk({ orders: 20 });
    const d = desk;
    const sns = await seeOrders(d, 7);
    await d.call('waybills.fetch', fetchInput(d, sns.slice(0, 2)));
    const ledger = d.core.services.ledger;
    const unknown = await ledger.openFetchIntent(intentFor([sns[2] as string]), { confirmDuplicate: false });
    await ledger.markFetchIntentUnknown(unknown, 'no answer (timeout)');
    const stillUnknown = await ledger.openFetchIntent(intentFor([sns[6] as string]), { confirmDuplicate: false });
    await ledger.markFetchIntentUnknown(stillUnknown, 'no answer (timeout)');
    const backup = await d.call('data.backup', {});

    // After the backup: one intent is settled and one more waybill is fetched.
    await d.call('waybills.resolveIntent', { id: unknown, resolution: 'not-issued' });
    await d.call('waybills.fetch', fetchInput(d, [sns[3] as string]));
    expect((await d.call('waybills.openIntents', {})).intents.map((i) => i.id)).toEqual([stillUnknown]);

    // A fetch of this desk is on the wire: the restore waits for it, refusing new ones meanwhile.
    const onWire = await ledger.openFetchIntent(intentFor([sns[4] as string]), { confirmDuplicate: false });
    const restoring = d.call('data.restore', { file: backup.file });
    await expect
      .poll(async () => (await d.call('data.backups', {})) as { restoring?: boolean })
      .toMatchObject({
        restoring: true,
      });
    const callsBefore = d.calls.length;
    const refused = await d.raw('waybills.fetch', fetchInput(d, [sns[5] as string]));
    expect(refused).toMatchObject({ ok: false, error: { kind: 'busy' } });
    if (!refused.ok) expect(refused.error.msg).toContain('正在从备份恢复账本');
    expect(d.calls.length).toBe(callsBefore);
    await ledger.closeFetchIntentFailed(onWire, 'refused by the gateway');

    const outcome = await restoring;
    expect(outcome.openIntents).toBe(1);
    const intents = (await d.call('waybills.openIntents', {})).intents;
    expect(intents.map((i) => [i.id, i.orderSns])).toEqual([[stillUnknown, [sns[6]]]]);
    // The waybill fetched after the backup is kept (carried into the restored ledger), not forgotten.
    expect(outcome.carriedWaybills).toBe(1);
    expect(await liveCount(d)).toBe(3);
    // The ledger it replaced (3 waybills) is kept as a checked backup, apart from the 7.
    expect(outcome.keptAs.beforeRestore).toBe(true);
    expect(await ledgerFileFault(outcome.keptAs.file)).toBeNull();
    // The desk works on the restored ledger.
    await d.call('waybills.fetch', fetchInput(d, [sns[5] as string]));
    expect(await liveCount(d)).toBe(4);
    // So do the rooms that keep their tables in the ledger's database (they follow the restored connection).
    expect((await d.call('barcodes.list', {})).rows).toEqual([]);
    expect(await d.raw('printQueue.status', {})).toMatchObject({ ok: true });
  });

  it('refuses a file that is not a desk ledger, replacing nothing', async () => {
    desk = await startTestDesk({ orders: 10 });
    const d = desk;
    const sns = await seeOrders(d, 2);
    await d.call('waybills.fetch', fetchInput(d, sns));
    const notALedger = join(d.dataDir, 'notes.sqlite');
    writeFileSync(notALedger, 'SQLite format 3\0 but not really');
    const refused = await d.raw('data.restore', { file: notALedger });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'invalid-request', field: 'file' } });
    if (!refused.ok) expect(refused.error.msg).toContain('不是本打包台可恢复的账本');
    expect(await liveCount(d)).toBe(2);
    expect(existsSync(join(d.dataDir, 'backups'))).toBe(false);
  });
});
