import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webHostBundle } from '../../../scripts/bundle-options.mjs';
import { createSandbox, type RunningSandbox } from '../../../sandbox/server';
import { bundleWorkDir } from '../../testing/bundle-work-dir';

/*
 * The web host as `npm start` runs it, bundled from the current source: what it prints at start (the embedded
 * sandbox and its demo coupon `me`), the gateway and token taken from the environment or a
 * token file, and a token that cannot travel in a header refused without being repeated.
 */

const root = resolve(import.meta.dirname, '..', '..', '..');
let work: string;
let script: string;
let sandbox: RunningSandbox;

beforeAll(async () => {
  work = bundleWorkDir('desk-web-host-cli-');
  script = join(work, 'web-host.mjs');
  await build({ ...webHostBundle(root, script), sourcemap: false, logLevel: 'error' });
  sandbox = await createSandbox({ orders: 5 });
}, 60_000);
afterAll(async () => {
  await sandbox.close();
  rmSync(work, { recursive: true, force: true });
});

/** Runs the host until it prints its address (then stops it) or exits; returns everything it printed. */
const run = (
  args: string[],
  env: Record<string, string> = {},
): Promise<{ out: string; code: number | null }> =>
  new Promise((done, reject) => {
    const child = spawn(process.execPath, [script, '--port', '0', ...args], {
      cwd: root,
      env: { ...process.env, SELLER_TOOLS_GATEWAY_URL: '', SELLER_TOOLS_TOKEN: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const collect = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Desk web host listening on')) child.kill('SIGTERM');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) => done({ out, code }));
  });

describe('the web host at start', () => {
  it('on the embedded sandbox, prints its address and a demo coupon me to try the lookup with', async () => {
    const { out } = await run(['--data-dir', join(work, 'embedded')]);
    expect(out).toMatch(/Embedded sandbox gateway: http:\/\/127\.0\.0\.1:\d+/);
    expect(out).toMatch(/Demo coupon me: [A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\n/);
    expect(out).toContain('Desk web host listening on http://127.0.0.1:');
  }, 30_000);

  it('takes the gateway and token from SELLER_TOOLS_GATEWAY_URL and SELLER_TOOLS_TOKEN', async () => {
    const { out } = await run(['--data-dir', join(work, 'env')], {
      SELLER_TOOLS_GATEWAY_URL: sandbox.url,
      SELLER_TOOLS_TOKEN: 'env-token-abcd1234',
    });
    expect(out).toContain(`Gateway: ${sandbox.url}`);
    expect(out).not.toContain('Embedded sandbox');
    expect(out).not.toContain('env-token-abcd1234');
  }, 30_000);

  it('reads --token-file, and refuses a token that cannot travel in a header without printing it', async () => {
    /** The host on the test sandbox, its token read from a file holding `text`. */
    const withTokenFile = (name: string, text: string) => {
      const file = join(work, `${name}-token`);
      writeFileSync(file, text, { mode: 0o600 });
      return run(['--data-dir', join(work, name), '--gateway-url', sandbox.url, '--token-file', file]);
    };
    const ok = await withTokenFile('file', 'file-token-efgh5678\n');
    expect(ok.out).toContain('Desk web host listening on');

    const refused = await withTokenFile('bad', 'line-one\nline-two');
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('the token from --token-file');
    expect(refused.out).toContain('must be visible ASCII characters only');
    expect(refused.out).not.toContain('line-one');
  }, 30_000);

  it('refuses a --ledger-url whose port is not a number in its own words, naming the flag', async () => {
    const { out, code } = await run([
      ...['--data-dir', join(work, 'bad-port')],
      ...['--ledger-url', 'postgres://desk:pw@127.0.0.1:54x2/shop'],
    ]);
    expect(code).toBe(1);
    // The seller's language (zh-CN by default), never the URL parser's "Invalid URL".
    expect(out).toMatch(/共享账本的地址不可用：端口必须是数字.*--ledger-url/);
    expect(out).not.toMatch(/Invalid URL|pw@/);
    expect(out).not.toContain('usage:');
  }, 30_000);

  it('a ledger that cannot be reached: its reason alone, in the saved language (zh-CN by default), no usage', async () => {
    const ledgerUrl = ['--ledger-url', 'postgres://desk:pw@127.0.0.1:1/shop'];
    const zh = await run(['--data-dir', join(work, 'away-zh'), ...ledgerUrl]);
    expect(zh.code).toBe(1);
    expect(zh.out).toContain('127.0.0.1:1 上没有服务应答（连接被拒绝），未发送任何请求。');
    expect(zh.out).not.toContain('usage:');
    const saved = join(work, 'away-en');
    mkdirSync(saved, { recursive: true });
    writeFileSync(join(saved, 'settings.json'), JSON.stringify({ settings: { language: 'en' } }));
    const en = await run(['--data-dir', saved, ...ledgerUrl]);
    expect(en.out).toContain(
      'Nothing answers at 127.0.0.1:1 (the connection was refused), so nothing was sent.',
    );
    expect(en.out).not.toContain('usage:');
  }, 30_000);

  it('a wrong label printer is refused by its reason alone; the usage only for an unknown flag or a missing value', async () => {
    const printer = await run(['--data-dir', join(work, 'printer'), '--label-printer', 'lpd://x']);
    expect(printer.code).toBe(1);
    expect(printer.out).toContain('--label-printer:');
    expect(printer.out).not.toContain('usage:');
    const unknown = await run(['--data-dir', join(work, 'unknown'), '--ledger-adress', 'postgres://x']);
    expect(unknown.code).toBe(1);
    expect(unknown.out).toMatch(/Unknown option '--ledger-adress'[\s\S]*usage: web-host/);
    const missing = await run(['--data-dir', join(work, 'missing'), '--desk-name']);
    expect(missing.code).toBe(1);
    expect(missing.out).toMatch(/--desk-name[\s\S]*usage: web-host/);
  }, 30_000);

  it('refuses a --ledger-url that would send the driver elsewhere, naming the parameter, never the password', async () => {
    const { out, code } = await run([
      ...['--data-dir', join(work, 'redirect')],
      ...['--ledger-url', 'postgres://desk:Sesame-42@127.0.0.1:5432/shop?host=169.254.169.254'],
    ]);
    expect(code).toBe(1);
    expect(out).toMatch(/不接受参数“host”.*--ledger-url/);
    expect(out).not.toContain('Sesame');
  }, 30_000);

  it('refuses a --label-printer with a password without printing it', async () => {
    const { out, code } = await run([
      ...['--data-dir', join(work, 'printer-password')],
      ...['--label-printer', 'ipp://admin:Sesame/42@cups.lan:631/printers/label'],
    ]);
    expect(code).toBe(1);
    expect(out).toMatch(/--label-printer: a printer address holds no user name or password/);
    expect(out).not.toContain('Sesame');
  }, 30_000);
});
