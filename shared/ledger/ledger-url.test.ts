import { describe, expect, it } from 'vitest';
import { ledgerUrlProblemText, ledgerUrlWithoutPassword, parseLedgerUrl } from './ledger-url';

/* The shared ledger's address: only what the desk documents is read, and nothing else reaches the driver. */

const fromSettings = (url: string) => parseLedgerUrl(url, { passwordAllowed: false });
const fromStart = (url: string) => parseLedgerUrl(url, { passwordAllowed: true });

describe('parseLedgerUrl', () => {
  it('reads the user, host, port, database and sslmode, each as its own field', () => {
    expect(fromSettings('postgres://desk@db.lan:5433/shop?sslmode=verify-full')).toEqual({
      ok: true,
      address: {
        user: 'desk',
        password: '',
        host: 'db.lan',
        port: 5433,
        database: 'shop',
        sslmode: 'verify-full',
      },
    });
    expect(fromSettings(' postgresql://10.0.0.5/%E5%BA%97 ')).toEqual({
      ok: true,
      address: { user: '', password: '', host: '10.0.0.5', port: 5432, database: '店', sslmode: null },
    });
    expect(fromSettings('postgres://desk@[fd00::5]:5432/shop')).toMatchObject({
      ok: true,
      address: { host: 'fd00::5' },
    });
  });

  it('takes the password of the start address (as README shows it), however it is written', () => {
    expect(fromStart('postgres://desk:se/cr@t@db.lan:5432/shop')).toMatchObject({
      ok: true,
      address: { user: 'desk', password: 'se/cr@t', host: 'db.lan', database: 'shop' },
    });
    expect(fromStart('postgres://desk:p%40ss@db.lan/shop')).toMatchObject({ address: { password: 'p@ss' } });
  });

  it.each([
    ['postgres://desk@db.lan:5432/shop?password=PW', 'password', '请填在“密码”一栏'],
    ['postgres://desk:PW@db.lan:5432/shop', 'password', '请填在“密码”一栏'],
    ['postgres://desk@127.0.0.1:5432/shop?host=169.254.169.254', 'parameter', '不接受参数“host”'],
    ['postgres://desk@db.lan:5432/shop?sslrootcert=/etc/shadow', 'parameter', '不接受参数“sslrootcert”'],
    ['postgres://desk@db.lan:5432/shop?options=-c%20role%3Dadmin', 'parameter', '不接受参数“options”'],
    ['postgres://desk@db.lan:5432/shop?sslmode=require&sslmode=disable', 'parameter', '只可写一次 sslmode'],
    ['postgres://desk@db.lan:5432/shop?sslmode=no-verify', 'sslmode', 'sslmode 只能是'],
    ['postgres://desk@db.lan:0/shop', 'port', '1 到 65535'],
    ['postgres://desk@db.lan:65536/shop', 'port', '1 到 65535'],
    ['postgres://desk@db.lan:54x2/shop', 'port', '端口必须是数字'],
    ['postgres://desk@db\u0000.lan/shop', 'host', '主机'],
    ['postgres://desk@%31%32%37.0.0.1/shop', 'host', '主机'],
    ['postgres://desk@\u202edb.lan/shop', 'host', '主机'],
    ['postgres://de%00sk@db.lan/shop', 'user', '用户名'],
    ['postgres://desk@db.lan', 'url', '格式应为'],
    ['mysql://desk@db.lan/shop', 'url', '格式应为'],
  ])('refuses %j from Settings, naming the %s', (url, part, zh) => {
    const result = fromSettings(url);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.part).toBe(part);
    expect(ledgerUrlProblemText(result.problem, 'zh-CN')).toContain(zh);
    expect(`${result.problem.en}${result.problem.zh}`).not.toContain('PW');
  });

  it('refuses the same hostile parameters in the start address, which may carry a password', () => {
    for (const query of ['host=169.254.169.254', 'sslrootcert=/etc/shadow', 'password=PW'])
      expect(fromStart(`postgres://desk:secret@db.lan:5432/shop?${query}`).ok, query).toBe(false);
    const refused = fromStart('postgres://desk:secret@db.lan:0/shop');
    expect(refused.ok ? null : refused.problem.en).toBe('the port must be from 1 to 65535');
  });

  it('writes the address read back without its password', () => {
    const read = fromStart('postgres://d%20esk:se/cr@t@[fd00::5]/%E5%BA%97?sslmode=require');
    expect(read.ok && ledgerUrlWithoutPassword(read.address)).toBe(
      'postgres://d%20esk@[fd00::5]:5432/%E5%BA%97?sslmode=require',
    );
  });
});
