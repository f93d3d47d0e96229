import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  argValue,
  backupOptions,
  gatewayOptions,
  labelPrinterOptions,
  ledgerOptions,
} from './web-host-options';

/* Where the web host takes gateway and token from. */

const dir = mkdtempSync(join(tmpdir(), 'desk-token-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('web host gateway options', () => {
  it('honours SELLER_TOOLS_GATEWAY_URL and SELLER_TOOLS_TOKEN', () => {
    expect(
      gatewayOptions(
        {},
        { SELLER_TOOLS_GATEWAY_URL: 'http://127.0.0.1:9/', SELLER_TOOLS_TOKEN: 'env-token-1234' },
      ),
    ).toEqual({ gatewayUrl: 'http://127.0.0.1:9/', token: 'env-token-1234' });
    expect(gatewayOptions({}, {})).toEqual({});
  });

  it('reads --token-file (trimmed), which wins over --token and the variable', () => {
    const file = join(dir, 'token');
    writeFileSync(file, 'file-token-5678\n', { mode: 0o600 });
    expect(
      gatewayOptions(
        { 'token-file': file, token: 'flag-token-0000' },
        { SELLER_TOOLS_TOKEN: 'env-token-1234' },
      ),
    ).toEqual({ token: 'file-token-5678' });
    expect(gatewayOptions({ token: 'flag-token-0000' }, { SELLER_TOOLS_TOKEN: 'env-token-1234' })).toEqual({
      token: 'flag-token-0000',
    });
    expect(() => gatewayOptions({ 'token-file': join(dir, 'missing') }, {})).toThrow(
      /cannot be read: ENOENT/,
    );
  });

  it('refuses a token that cannot travel in a header, without repeating it', () => {
    for (const bad of ['abc\u0000defg', 'abc\ndefgh', '令牌令牌令牌', 'two words']) {
      let message = '';
      try {
        gatewayOptions({ token: bad }, {});
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^the token from --token must be visible ASCII characters only/);
      expect(message).not.toContain(bad);
    }
  });
});

describe('web host ledger options', () => {
  it('takes --ledger-url and --desk-name before the environment; absent = the embedded ledger', () => {
    expect(ledgerOptions({}, {})).toEqual({});
    expect(
      ledgerOptions(
        {},
        { SELLER_TOOLS_LEDGER_URL: 'postgres://desk:pw@db:5432/shop', SELLER_TOOLS_DESK_NAME: ' desk 2 ' },
      ),
    ).toEqual({ ledgerUrl: 'postgres://desk:pw@db:5432/shop', deskName: 'desk 2' });
    expect(
      ledgerOptions(
        { 'ledger-url': 'postgresql://db/shop', 'desk-name': 'desk 3' },
        { SELLER_TOOLS_LEDGER_URL: 'postgres://other/x', SELLER_TOOLS_DESK_NAME: 'desk 2' },
      ),
    ).toEqual({ ledgerUrl: 'postgresql://db/shop', deskName: 'desk 3' });
  });

  it('refuses an address that is not postgres:// and an overlong desk name', () => {
    expect(() => ledgerOptions({ 'ledger-url': 'mysql://db/shop' }, {})).toThrow(/postgres:\/\//);
    expect(() => ledgerOptions({ 'desk-name': 'x'.repeat(41) }, {})).toThrow(/40 characters/);
  });
});

describe('the label printer given at start', () => {
  const uri = 'socket://192.168.1.50:9100?language=tspl';
  it('takes --label-printer before SELLER_TOOLS_LABEL_PRINTER; absent = none', () => {
    expect(labelPrinterOptions({}, {})).toEqual({});
    expect(labelPrinterOptions({}, { SELLER_TOOLS_LABEL_PRINTER: uri })).toEqual({ labelPrinter: uri });
    expect(
      labelPrinterOptions(
        { 'label-printer': 'ipp://cups:631/printers/label' },
        { SELLER_TOOLS_LABEL_PRINTER: uri },
      ),
    ).toEqual({ labelPrinter: 'ipp://cups:631/printers/label' });
  });

  it('stops the start on a printer address with a password, without writing the password', () => {
    const start = () =>
      labelPrinterOptions({ 'label-printer': 'ipp://admin:Sesame-42/x@cups.lan/printers/label' }, {});
    expect(start).toThrow(
      /--label-printer: a printer address holds no user name or password.*不能写用户名或密码/,
    );
    expect(start).not.toThrow(/Sesame/);
  });

  it('stops the start on a wrong one, naming the part in both languages', () => {
    expect(() => labelPrinterOptions({ 'label-printer': 'socket://h:9100?language=epl' }, {})).toThrow(
      /--label-printer: unknown printer language "epl".*未知的打印机语言/,
    );
  });

  it("reads it from Electron's command line in both spellings", () => {
    expect(argValue(['electron', '.', '--label-printer', uri], 'label-printer')).toBe(uri);
    expect(argValue(['electron', `--label-printer=${uri}`], 'label-printer')).toBe(uri);
    expect(argValue(['electron', '.'], 'label-printer')).toBeUndefined();
  });
});

describe('web and electron host backup folder', () => {
  it('takes --backup-dir over SELLER_TOOLS_BACKUP_DIR, as an absolute path; none given: the setting decides', () => {
    expect(backupOptions({ 'backup-dir': '/srv/desk-backups' }, { SELLER_TOOLS_BACKUP_DIR: '/env' })).toEqual(
      {
        backupDir: '/srv/desk-backups',
      },
    );
    expect(backupOptions({}, { SELLER_TOOLS_BACKUP_DIR: '/env/backups' })).toEqual({
      backupDir: '/env/backups',
    });
    expect(backupOptions({}, { SELLER_TOOLS_BACKUP_DIR: '' })).toEqual({});
    expect(backupOptions({ 'backup-dir': 'rel' }, {}).backupDir).toBe(join(process.cwd(), 'rel'));
    expect(() => backupOptions({ 'backup-dir': ' ' }, {})).toThrow(/--backup-dir must name a folder/);
  });

  it('finds --backup-dir among Electron and Chromium flags', () => {
    expect(argValue(['.', '--no-sandbox', '--backup-dir', '/b', '--inspect=9229'], 'backup-dir')).toBe('/b');
    expect(argValue(['.', '--backup-dir=/c'], 'backup-dir')).toBe('/c');
    expect(argValue(['.', '--no-sandbox'], 'backup-dir')).toBeUndefined();
  });
});
