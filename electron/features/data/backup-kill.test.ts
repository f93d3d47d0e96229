import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { killChildOnCue } from '../../testing/kill-child-on-cue';
import { fillLedger } from '../../testing/ledger-sample-data';
import { seededRandom } from '../../testing/ledger-test-kit';
import { tempDirPerTest } from '../../testing/temp-dir-per-test';
import { openLedger } from '../ledger/sqlite/open-ledger';
import { ledgerFileFault } from './backup-check';
import { listBackups, PARTIAL_SUFFIX } from './backup-folder';
import { KEEP_BACKUPS } from './backup-service';

/*
 * kill -9 during a backup, 20 times: a desk process writing fetches and backing up its ledger is killed at a
 * random moment. After each kill the ledger (opened as at the next start) passes integrity_check and holds every
 * waybill and charge reported committed, and every backup counted among the kept ones is whole.
 */

const RUNNER = path.join(import.meta.dirname, '..', '..', 'testing', 'backup-crash-runner.ts');
const RUNS = 20;
const tmp = tempDirPerTest('desk-backup-kill-');

/** The ledger as the next start finds it: opened (its WAL recovered), then read. */
const afterRestart = async (file: string) => {
  await (await openLedger(file)).close();
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const codes = db.prepare('SELECT waybill_code FROM waybills').all();
    const charges = Number(db.prepare('SELECT count(*) AS n FROM charges').get()?.n);
    return { codes: new Set(codes.map((r) => String(r.waybill_code))), charges };
  } finally {
    db.close();
  }
};

describe('kill -9 during a backup', () => {
  it(`${RUNS} times: the ledger whole, every waybill and charge there, no half-written backup kept`, async () => {
    const file = tmp.file('ledger.sqlite');
    // Big enough that a backup takes some milliseconds: the kill lands inside it.
    await fillLedger(file, 1000, Date.now());
    const rnd = seededRandom(22);
    const charges = (await afterRestart(file)).charges;
    const committed: string[] = [];
    let batches = 0;
    let mostKept = 0;
    let killedMidBackup = 0;
    for (let run = 0; run < RUNS; run++) {
      // After 0-2 whole backups, at a random moment of the next one (copy, check, sync, rename) or just after.
      const wholeFirst = Math.floor(rnd() * 3);
      const cue = Math.floor(rnd() * 40);
      let done = 0;
      let started = false;
      let inBackup = false;
      let ticks = 0;
      let killed = false;
      await killChildOnCue(RUNNER, [tmp.dir, String(run * 1000)], (line) => {
        const [event, ...rest] = line.split(' ');
        const body = JSON.parse(rest.join(' ') || '{}') as { codes?: string[] };
        if (event === 'committed') {
          committed.push(...(body.codes ?? []));
          batches++;
        }
        if (event === 'backup-started') [started, inBackup] = [done >= wholeFirst, true];
        if (event === 'backup-done') [inBackup, done] = [false, done + 1];
        if (started && event === 'tick') ticks++;
        const kill = started && ticks >= cue;
        if (kill && !killed && inBackup) killedMidBackup++;
        killed ||= kill;
        return kill;
      });
      const after = await afterRestart(file);
      expect(await ledgerFileFault(file), `run ${run}`).toBeNull();
      for (const code of committed) expect(after.codes.has(code), `run ${run}: ${code}`).toBe(true);
      // The sample's charges and one per fetch reported committed.
      expect(after.charges, `run ${run}`).toBeGreaterThanOrEqual(charges + batches);
      const kept = listBackups(path.join(tmp.dir, 'backups'));
      expect(kept.length, `run ${run}`).toBeLessThanOrEqual(KEEP_BACKUPS);
      for (const b of kept) expect(await ledgerFileFault(b.file), `run ${run}: ${b.name}`).toBeNull();
      mostKept = Math.max(mostKept, kept.length);
      expect(kept.every((b) => !b.name.includes(PARTIAL_SUFFIX))).toBe(true);
    }
    console.log(
      `backup kill -9: ${RUNS} runs, ${killedMidBackup} inside a backup, at most ${mostKept} kept, ` +
        `${committed.length} waybills committed; ` +
        `left in the folder: ${readdirSync(path.join(tmp.dir, 'backups')).join(', ')}`,
    );
    // The kills landed inside backups, and between them whole backups were made and kept.
    expect(killedMidBackup).toBeGreaterThan(0);
    expect(mostKept).toBeGreaterThan(0);
  }, 120_000);
});
