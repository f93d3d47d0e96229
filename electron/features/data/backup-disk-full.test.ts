import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fetchInput, seeOrders } from '../../testing/desk-test-harness';
import { fillDisk, smallDiskDeskPerTest } from '../../testing/small-disk-desk';
import { LEDGER_FILE } from '../ledger';
import { ledgerFileFault } from './backup-check';

/*
 * A disk full during a backup, on a real small tmpfs as the backup folder: the seller hears it in the seller's
 * language, the ledger is untouched, nothing half-written stays in the folder, and the desk keeps working.
 */

const small = smallDiskDeskPerTest();

describe('a backup onto a full disk', () => {
  it('fails with a clear error in the seller’s language; the ledger untouched, the desk working', async (context) => {
    const disk = small.mount(1024, () => context.skip());
    if (!disk) return;
    const d = await small.start({ orders: 10 });
    const sns = await seeOrders(d, 4);
    await d.call('waybills.fetch', fetchInput(d, sns.slice(0, 2)));
    const folder = join(disk.dir, 'backups');
    d.core.services.settings.update({ backupDir: folder });
    fillDisk(disk.dir, 24 * 1024);

    const refused = await d.raw('data.backup', {});
    expect(refused).toMatchObject({ ok: false, error: { kind: 'disk-full', field: 'backupDir' } });
    if (!refused.ok) expect(refused.error.msg).toContain(`备份文件夹 ${folder} 的磁盘已满`);
    d.core.services.settings.update({ language: 'en' });
    const again = await d.raw('data.backup', {});
    if (again.ok) throw new Error('the second backup did not fail');
    expect(again.error.msg).toContain(`The backup folder ${folder} is full`);

    // Nothing half-written stays, the ledger is whole and unchanged, and the desk fetches on.
    expect(readdirSync(folder)).toEqual([]);
    expect(await ledgerFileFault(join(d.dataDir, LEDGER_FILE))).toBeNull();
    expect((await d.call('waybills.list', { limit: 10 })).total).toBe(2);
    await d.call('waybills.fetch', fetchInput(d, sns.slice(2, 3)));
    expect((await d.call('waybills.list', { limit: 10 })).total).toBe(3);

    // With room again, the next backup is made.
    rmSync(join(disk.dir, 'filler'));
    const made = await d.call('data.backup', {});
    expect(readdirSync(folder)).toEqual([made.name]);
  });
});
