import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { backupServiceFor, ledgerPerTest, refusal, restoreFor } from '../../testing/backup-test-kit';
import { intentFor, recordFetch } from '../../testing/ledger-test-kit';
import { holdLedger } from './restore-ledger-handle';

/*
 * A restore that cannot be done safely replaces nothing and says why: a fetch of this desk still waiting for the
 * gateway's answer, or a paid answer still in the journal. Afterwards the desk fetches again as before.
 */

const ledgers = ledgerPerTest('desk-restore-');

const setUp = async (unrecorded: number) => {
  const { dir, file, ledger } = await ledgers.open();
  const handle = holdLedger(ledger);
  await recordFetch(ledger, [{ orderSn: 'R-1', waybillCode: 'YT0000000000001' }]);
  const { backups, settings } = backupServiceFor(dir, { kind: 'file', ledgerFile: file });
  const made = await backups.backupNow();
  const restore = restoreFor(
    { handle, backups, file, settings },
    { unrecordedAnswers: unrecorded, settleTimeoutMs: 100 },
  );
  return { l: handle.ledger, restore, made, dir: dir.dir };
};

describe('a restore that cannot be done safely', () => {
  it('waits for a fetch on the wire, then gives up replacing nothing; fetches are taken again', async () => {
    const { l, restore, made } = await setUp(0);
    const onWire = await l.openFetchIntent(intentFor(['R-2']), { confirmDuplicate: false });
    const error = await refusal(restore.restore(made.file));
    expect(error.kind).toBe('busy');
    expect(error.message).toContain('仍有取号在等待网关应答');
    await l.closeFetchIntentIssued(onWire, []);
    // Nothing replaced: R-2's intent is still this ledger's, and a new fetch is taken.
    await recordFetch(l, [{ orderSn: 'R-3', waybillCode: 'YT0000000000003' }]);
    expect((await l.listWaybills({}, 0, 10)).total).toBe(2);
  });

  it('refuses while paid answers wait in the journal', async () => {
    const { l, restore, made, dir } = await setUp(2);
    const error = await refusal(restore.restore(made.file));
    expect(error.message).toContain('日志中已付费的面单尚未记入账本');
    expect((await l.listWaybills({}, 0, 10)).total).toBe(1);
    expect(readdirSync(`${dir}/backups`).filter((n) => n.includes('before-restore'))).toEqual([]);
  });
});
