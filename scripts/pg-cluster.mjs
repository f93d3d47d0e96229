/* global process */
// A private PostgreSQL cluster for the tests (and benches): initdb in a temp dir, started on a free loopback
// port, stopped and removed after. initdb and postgres refuse to run as root, so as root they run as the
// `postgres` user (runuser), which must own the temp dir. Never touches a system cluster.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest installed server's bin dir (Debian: /usr/lib/postgresql/<major>/bin), or PG_BIN. */
export const findPostgresBin = () => {
  if (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const majors = readdirSync(base)
    .filter((d) => existsSync(join(base, d, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors.length > 0 ? join(base, majors[0], 'bin') : null;
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a server binary as the cluster's owner. */
const run = (bin, args) => {
  const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${bin} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
  return result.stdout;
};

/**
 * Starts a throwaway cluster; resolves to { url, port, stop() }. `url` connects as the superuser `postgres`
 * (trust auth on loopback, only inside the temp dir's cluster) to the `postgres` database.
 */
export const startPostgresCluster = async () => {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed (Debian: apt-get install postgresql); tests need its server',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'desk-pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '-N']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    // Throwaway data: durability is the ledger's business in production, not the test cluster's.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  run(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    options,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-t',
    '30',
    'start',
  ]);
  let stopped = false;
  const pgCtl = (...args) => run(join(bin, 'pg_ctl'), ['-D', data, ...args]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    /** Stops the server (fast shutdown) and removes its files. */
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        pgCtl('-m', 'fast', '-w', 'stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    /** Stops the server but keeps its files (tests of a desk outliving its database). */
    pause: () => pgCtl('-m', 'fast', '-w', 'stop'),
    /** Stops the server as a crash would (`-m immediate`): connections cut, no checkpoint; files kept. */
    crash: () => pgCtl('-m', 'immediate', '-w', 'stop'),
    /** Starts it again on the same port. */
    resume: () => pgCtl('-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '30', 'start'),
  };
};
