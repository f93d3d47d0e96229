import os from 'node:os';
import { statSync } from 'node:fs';
import pg from 'pg';
import { startPostgresCluster, type PostgresCluster } from '../scripts/pg-cluster.mjs';
import { databaseUrl } from '../electron/testing/pg-test-databases';
import { buildWebHostIfMissing, webHostScript } from '../electron/testing/web-host-process';
import { benchRaceOverProcesses } from './shared-ledger-race';
import { benchPagersSharingOneToken } from './shared-ledger-pagers';
import { startReaper } from './shared-ledger-teardown';

/*
 * Several desks on one shared ledger, against the sandbox with its strict rate limit ON, on a private
 * PostgreSQL cluster. Everything it starts is stopped at the end and after a failure (`finally`), and by the reaper
 * (shared-ledger-teardown.ts) if the bench itself is killed.
 * 1. 4 desks racing over the same 1,000 orders, each a web host process of its own (bench/shared-ledger-race.ts).
 * 2. 3 desks sharing one token, 100 orders-page calls each (bench/shared-ledger-pagers.ts).
 * The race runs the BUILT web host: the bench builds dist/electron when it is missing; after changing main-process
 * code, run `npm run build` first so the bench measures the new code.
 */

export async function benchSharedLedger(): Promise<void> {
  if (buildWebHostIfMissing()) console.log(`  built ${webHostScript}`);
  else {
    const builtAt = statSync(webHostScript).mtime.toISOString();
    console.log(`  web host bundle built ${builtAt} (\`npm run build\` to refresh)`);
  }
  const reaper = startReaper();
  let cluster: PostgresCluster | null = null;
  try {
    cluster = await startPostgresCluster();
    reaper.watchCluster(cluster.dir);
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE race');
    await admin.query('CREATE DATABASE pages');
    await admin.end();
    const load = os.loadavg().map((l) => l.toFixed(2));
    console.log(
      `  ${os.cpus().length} cores, load average ${load.join(' ')}; desks, sandbox and PostgreSQL share them`,
    );
    await benchRaceOverProcesses(databaseUrl(cluster.url, 'race'), reaper);
    await benchPagersSharingOneToken(databaseUrl(cluster.url, 'pages'));
  } finally {
    cluster?.stop();
    // Stopped here (or never started): the reaper leaves without touching anything.
    reaper.close();
  }
}
