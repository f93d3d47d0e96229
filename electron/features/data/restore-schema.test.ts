import { copyFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchInput, seeOrders, startTestDesk, type TestDesk } from '../../testing/desk-test-harness';
import { migrate } from '../../storage/sqlite/migrations';
import { schemaDifferences } from './restore-schema-check';

/*
 * A restore takes only a ledger laid out exactly as the desk writes one: a backup carrying a trigger or a view the
 * desk did not make, or a table or index altered or missing, is refused before anything is replaced, the object
 * named; the desk goes on recording its fetches and charges as before. The desk's own backups, of this version
 * or an older one, pass.
 */

let desk: TestDesk | null = null;
afterEach(async () => {
  await desk?.close();
  desk = null;
});

const HOSTILE = {
  'triggers that delete waybills and charges': `
    CREATE TRIGGER wipe_waybills AFTER INSERT ON waybills BEGIN DELETE FROM waybill_orders; END;
    CREATE TRIGGER wipe_charges AFTER INSERT ON charges BEGIN DELETE FROM charges; END;`,
  'a view': 'CREATE VIEW paid AS SELECT * FROM charges',
  'an altered table': 'ALTER TABLE charges ADD COLUMN note TEXT',
  'a missing index': 'DROP INDEX charges_by_at',
};

/** A copy of `backup` with `sql` run in it (as a seller's tool or a planted file would). */
const tampered = (backup: string, sql: string, name: string): string => {
  const file = backup.replace(/\.sqlite$/, `-${name}.sqlite`);
  copyFileSync(backup, file);
  const db = new DatabaseSync(file);
  db.exec(sql);
  db.close();
  return file;
};

describe('a restore of a ledger the desk did not lay out', () => {
  it('is refused, naming what differs; the ledger is untouched and still records fetches and charges', async () => {
    desk = await startTestDesk({ orders: 10 });
    const d = desk;
    const sns = await seeOrders(d, 3);
    await d.call('waybills.fetch', fetchInput(d, [sns[0] as string]));
    const backup = await d.call('data.backup', {});
    const charged = (await d.call('account.charges', {})).today;
    const words: Record<string, string> = {
      'triggers that delete waybills and charges': '多出触发器 wipe_waybills，多出触发器 wipe_charges',
      'a view': '多出视图 paid',
      'an altered table': '被改动的表 charges',
      'a missing index': '缺少索引 charges_by_at',
    };
    for (const [what, sql] of Object.entries(HOSTILE)) {
      const file = tampered(backup.file, sql, what.replaceAll(' ', '-'));
      const refused = await d.raw('data.restore', { file });
      expect(refused, what).toMatchObject({ ok: false, error: { kind: 'invalid-request', field: 'file' } });
      if (!refused.ok) expect(refused.error.msg, what).toContain(words[what]);
    }
    await d.call('settings.update', { language: 'en' });
    const file = tampered(backup.file, HOSTILE['triggers that delete waybills and charges'], 'en');
    const refused = await d.raw('data.restore', { file });
    if (refused.ok) throw new Error('a hostile ledger was restored');
    expect(refused.error.msg).toContain(
      'not laid out as this desk writes one (an extra trigger wipe_waybills',
    );
    expect((await d.call('data.backups', {})) as { backups: unknown[] }).toMatchObject({ backups: [backup] });

    const fetched = await d.call('waybills.fetch', fetchInput(d, [sns[1] as string]));
    expect(fetched.results).toHaveLength(1);
    expect(fetched.recordLater).toBeUndefined();
    expect((await d.call('waybills.list', { limit: 50 })).total).toBe(2);
    expect((await d.call('account.charges', {})).today).toBeGreaterThan(charged);
  });
});

describe("the desk's own schema", () => {
  it('is the reference at every version the desk wrote, and the open ledger is its own', async () => {
    desk = await startTestDesk({ orders: 5 });
    const backup = await desk.call('data.backup', {});
    const db = new DatabaseSync(backup.file, { readOnly: true });
    expect(schemaDifferences(db)).toEqual([]);
    db.close();
    for (const version of [1, 5, 9, 12]) {
      const old = new DatabaseSync(':memory:');
      migrate(old, version);
      expect(schemaDifferences(old), `version ${version}`).toEqual([]);
      old.close();
    }
  });
});
