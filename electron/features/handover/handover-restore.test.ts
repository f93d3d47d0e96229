import { describe, expect, it } from 'vitest';
import { ledgerPerTest } from '../../testing/backup-test-kit';
import { recordFetch } from '../../testing/ledger-test-kit';
import { copyDatabase } from '../data/backup-copy';
import { carryForward } from '../data/restore-carry-forward';
import { openLedger } from '../ledger/sqlite/open-ledger';
import { openHandoverStore } from './open-handover-store';

/* A restore keeps the handover: batches, scans, closes and reopens written after the backup are carried into it. */

const ledgers = ledgerPerTest('desk-handover-restore-');

describe('the carry of a restore, for the handover', () => {
  it('carries scans made after the backup, and the close of a batch the backup holds open', async () => {
    const { dir, file, ledger } = await ledgers.open();
    const [a, b] = await recordFetch(ledger, [
      { orderSn: 'H-1', waybillCode: 'YT5000000000001' },
      { orderSn: 'H-2', waybillCode: 'YT5000000000002' },
    ]);
    const store = openHandoverStore(ledger.connection);
    const batch = await store.openBatch('YTO');
    await store.addScan(batch.id, { id: a!.id, cpCode: 'YTO' }, false);
    const backup = dir.file('backup.sqlite');
    await copyDatabase(file, backup);

    await store.addScan(batch.id, { id: b!.id, cpCode: 'YTO' }, true);
    await store.close(batch.id);
    const other = await store.openBatch('YTO');
    await store.reopen(batch.id, 'one more parcel');
    await store.close(batch.id);
    expect(carryForward(backup, file)).toMatchObject({
      handover_scans: 1,
      handover_batches: 1,
      handover_reopens: 1,
    });

    const restored = await openLedger(backup, { desk: 'desk 1' });
    try {
      const kept = openHandoverStore(restored.connection);
      const read = await kept.batch(batch.id);
      expect(read?.closedAt).not.toBeNull();
      expect(read?.scans.map((s) => [s.waybill.waybillCode, s.confirmed])).toEqual([
        ['YT5000000000001', false],
        ['YT5000000000002', true],
      ]);
      expect(read?.reopens.map((r) => r.reason)).toEqual(['one more parcel']);
      expect(await kept.batchHead(other.id)).toMatchObject({ closedAt: null });
      // The closed flag came along: the database still guards a second close of these waybills.
      const again = await kept.openBatch('YTO');
      await kept.addScan(again.id, { id: a!.id, cpCode: 'YTO' }, false);
      await expect(kept.close(again.id)).rejects.toThrow('YT5000000000001');
    } finally {
      await restored.close();
    }
  });
});
