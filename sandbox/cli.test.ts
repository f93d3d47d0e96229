import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from './testing/test-support';

const root = fileURLToPath(new URL('..', import.meta.url));
let child: ChildProcess | undefined;

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});

/** Starts `sandbox/cli.ts` and waits for its three lines. */
async function startCli(args: string[]): Promise<{ proc: ChildProcess; lines: string[] }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'sandbox/cli.ts', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  let out = '';
  proc.stdout?.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no banner; got: ${out}`)), 20_000);
    proc.stdout?.on('data', (chunk: string) => {
      out += chunk;
      if (out.split('\n').length > 3) {
        clearTimeout(timer);
        resolve();
      }
    });
    proc.once('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
  });
  return { proc, lines: out.trim().split('\n') };
}

describe('npm run sandbox', () => {
  it('prints the listening line, the demo token and a demo coupon me; serves; stops on SIGTERM', async () => {
    const { proc, lines } = await startCli(['--port', '0', '--orders', '5', '--seed', '3']);
    expect(lines).toHaveLength(3);
    const [listening, token, me] = lines;
    const match = /^Sandbox gateway listening on (http:\/\/127\.0\.0\.1:(\d+))$/.exec(listening ?? '');
    expect(match).not.toBeNull();
    expect(Number(match?.[2])).toBeGreaterThan(0);
    expect(token).toMatch(/sandbox-demo-token/);
    expect(me).toMatch(/^demo coupon me: [\w-]+\.[\w-]+$/);
    const baseUrl = match?.[1] ?? '';
    const orders = await call<{ totalElements: number }>(baseUrl, 'listSoldOrders', {
      owner_id: 'demo-owner',
    });
    expect(orders.envelope.data.totalElements).toBe(5);
    const coupon = await call(baseUrl, 'lookupCoupon', {
      me: me?.slice('demo coupon me: '.length),
      mall_user_id: 10001,
    });
    expect(coupon.envelope.code).toBe(0);
    proc.kill('SIGTERM');
    const [code] = (await once(proc, 'exit')) as [number | null];
    expect(code).toBe(0);
  });

  it('refuses a bad option with a usage line', async () => {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'sandbox/cli.ts', '--port', 'abc'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    let err = '';
    proc.stderr?.setEncoding('utf8');
    proc.stderr?.on('data', (chunk: string) => (err += chunk));
    const [code] = (await once(proc, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(err).toMatch(/--port must be a whole number/);
    expect(err).toMatch(/usage: sandbox/);
  });
});
