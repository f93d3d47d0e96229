import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * A private CUPS for tests: Debian's cupsd started in the foreground on a free loopback port, with its own config,
 * spool, cache, state and logs in a temp dir (never the machine's /etc/cups), and queues made with lpadmin.
 */

const CUPSD = ['/usr/sbin/cupsd', '/usr/local/sbin/cupsd'].find((p) => existsSync(p)) ?? null;
const LPADMIN = ['/usr/sbin/lpadmin', '/usr/local/sbin/lpadmin'].find((p) => existsSync(p)) ?? null;

/** Why the CUPS tests cannot run here, or null when they can. */
export const cupsMissing = (): string | null => {
  if (!CUPSD || !LPADMIN) return 'cupsd/lpadmin not installed (Debian: apt-get install cups cups-client)';
  if (process.getuid?.() !== 0) return 'a private cupsd needs root here (it runs its backends as lp)';
  return null;
};

export interface PrivateCups {
  port: number;
  /** A raw queue whose device is `deviceUri` (the printer stand-in); returns the queue's ipp:// URI. */
  addRawQueue(name: string, deviceUri: string): string;
  errorLog(): string;
  stop(): Promise<void>;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const writeConfig = (dir: string, port: number) => {
  for (const sub of ['spool', 'spool/tmp', 'cache', 'state', 'log', 'ppd'])
    mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(
    join(dir, 'cupsd.conf'),
    [
      `Listen 127.0.0.1:${port}`,
      'Browsing No',
      'WebInterface No',
      'LogLevel info',
      'DefaultAuthType None',
      '<Location />',
      '  Order allow,deny',
      '  Allow all',
      '</Location>',
      '<Policy default>',
      '  <Limit All>',
      '    Order deny,allow',
      '  </Limit>',
      '</Policy>',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'cups-files.conf'),
    [
      `ServerRoot ${dir}`,
      `RequestRoot ${dir}/spool`,
      `TempDir ${dir}/spool/tmp`,
      `CacheDir ${dir}/cache`,
      `StateDir ${dir}/state`,
      `AccessLog ${dir}/log/access_log`,
      `ErrorLog ${dir}/log/error_log`,
      `PageLog ${dir}/log/page_log`,
      'Sandboxing Relaxed',
      '',
    ].join('\n'),
  );
};

const waitForPort = async (port: number, child: ChildProcess, dir: string): Promise<void> => {
  const { connect } = await import('node:net');
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null)
      throw new Error(`cupsd exited: ${readFileSync(join(dir, 'log/error_log'), 'utf8')}`);
    const up = await new Promise<boolean>((resolve) => {
      const s = connect(port, '127.0.0.1');
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('cupsd did not listen within 10 s');
};

export const startPrivateCups = async (): Promise<PrivateCups> => {
  const dir = mkdtempSync(join(tmpdir(), 'desk-cups-'));
  const port = await freePort();
  writeConfig(dir, port);
  const child = spawn(CUPSD!, ['-f', '-c', join(dir, 'cupsd.conf'), '-s', join(dir, 'cups-files.conf')], {
    stdio: 'ignore',
  });
  await waitForPort(port, child, dir);
  return {
    port,
    addRawQueue(name, deviceUri) {
      const made = spawnSync(
        LPADMIN!,
        ['-h', `127.0.0.1:${port}`, '-p', name, '-E', '-v', deviceUri, '-m', 'raw'],
        {
          encoding: 'utf8',
        },
      );
      if (made.status !== 0) throw new Error(`lpadmin failed: ${made.stderr}`);
      return `ipp://127.0.0.1:${port}/printers/${name}`;
    },
    errorLog: () => readFileSync(join(dir, 'log/error_log'), 'utf8'),
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
