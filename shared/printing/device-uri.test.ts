import { describe, expect, it } from 'vitest';
import {
  isDeviceUri,
  MAX_PRINTER_URI_LENGTH,
  parsePrinterUri,
  printerShortName,
  printerUriProblemText,
  withoutPassword,
} from './device-uri';

describe('parsePrinterUri', () => {
  it('reads a raw TSPL printer with its resolution, darkness and speed', () => {
    expect(parsePrinterUri('socket://192.168.1.50:9100?language=tspl&dpi=300&darkness=8&speed=4')).toEqual({
      ok: true,
      target: {
        uri: 'socket://192.168.1.50:9100?language=tspl&dpi=300&darkness=8&speed=4',
        scheme: 'socket',
        host: '192.168.1.50',
        port: 9100,
        path: '',
        language: 'tspl',
        dpi: 300,
        darkness: 8,
        speed: 4,
      },
    });
  });

  it('takes the usual ports and defaults: 9100 raw, 631 IPP, PDF over IPP, 203 dpi, empty darkness', () => {
    const raw = parsePrinterUri('socket://printer.local?language=zpl&darkness=');
    expect(raw.ok && [raw.target.port, raw.target.dpi, raw.target.darkness]).toEqual([9100, 203, undefined]);
    const ipp = parsePrinterUri('ipp://localhost/printers/label');
    expect(ipp.ok && [ipp.target.port, ipp.target.path, ipp.target.language]).toEqual([
      631,
      '/printers/label',
      'pdf',
    ]);
    const ipps = parsePrinterUri('ipps://cups.example:8631/printers/x?language=zpl');
    expect(ipps.ok && [ipps.target.scheme, ipps.target.port, ipps.target.language]).toEqual([
      'ipps',
      8631,
      'zpl',
    ]);
  });

  it.each([
    ['http://192.168.1.50:9100', 'scheme', 'unknown connection "http://"', '未知的连接方式'],
    ['socket://h:9100?language=escpos', 'language', 'unknown printer language "escpos"', '未知的打印机语言'],
    ['socket://h:9100', 'language', 'say the printer language', '请写明打印机语言'],
    ['socket://h:91o0?language=tspl', 'port', 'port "91o0" must be a number', '端口“91o0”'],
    ['socket://h:70000?language=tspl', 'port', 'port "70000"', '1 到 65535'],
    [
      'socket://h:9100?language=tspl&dpi=600',
      'dpi',
      'dpi must be 203 or 300, not "600"',
      'dpi 只能是 203 或 300',
    ],
    ['socket://h?language=zpl&darkness=31', 'darkness', 'from 0 to 30', '0 到 30'],
    ['socket://h?language=tspl&darkness=16', 'darkness', 'from 0 to 15', '0 到 15'],
    ['socket://h?language=tspl&speed=fast', 'speed', 'speed must be', 'speed（速度）'],
    ['socket://h?language=tspl&dip=203', 'option', 'unknown option "dip"', '未知参数“dip”'],
    ['ipp://h:631', 'uri', 'needs its path', '需要路径'],
    ['socket://:9100?language=tspl', 'host', 'no host', '缺少主机名'],
    ['192.168.1.50', 'uri', 'write the printer as', '打印机地址格式'],
  ])('refuses %s naming the %s, in both languages', (uri, part, en, zh) => {
    const result = parsePrinterUri(uri);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.part).toBe(part);
    expect(printerUriProblemText(result.problem, 'en')).toContain(en);
    expect(printerUriProblemText(result.problem, 'zh-CN')).toContain(zh);
  });
});

describe('printerShortName', () => {
  it.each([
    ['socket://192.168.1.50:9100?language=tspl&dpi=203', 'TSPL · 192.168.1.50:9100'],
    ['socket://10.0.0.9?language=zpl', 'ZPL · 10.0.0.9:9100'],
    ['ipp://localhost:631/printers/label', 'IPP · localhost/printers/label'],
    ['ipps://print.example:8443/ipp/print', 'IPPS · print.example:8443/ipp/print'],
    ['Office laser', 'Office laser'],
  ])('%s reads as %s', (uri, name) => {
    expect(printerShortName(uri)).toBe(name);
  });
});

describe('isDeviceUri and withoutPassword', () => {
  it('tells a label printer address from a system printer name', () => {
    expect(['socket://h:9100', 'IPP://h/p', 'ipps://h/p'].map(isDeviceUri)).toEqual([true, true, true]);
    expect(['Office laser', 'lpd://h/q', 'socket:/h'].map(isDeviceUri)).toEqual([false, false, false]);
  });
  it('drops the user and password of an address, and nothing else', () => {
    expect(withoutPassword('ipps://me:secret@print.example:8443/ipp/print?x=1')).toBe(
      'ipps://print.example:8443/ipp/print?x=1',
    );
    expect(withoutPassword('ipp://admin:PW/x@cups.lan:631/printers/label')).toBe(
      'ipp://cups.lan:631/printers/label',
    );
    expect(withoutPassword('socket://10.0.0.9:9100?language=tspl')).toBe(
      'socket://10.0.0.9:9100?language=tspl',
    );
  });
});

describe('parsePrinterUri: one set of rules for hostile addresses', () => {
  it.each([
    ['socket://print\u0000er:9100?language=tspl', 'NUL'],
    ['socket://print\u0007er:9100?language=tspl', 'BEL'],
    ['socket://\u202eprinter.lan:9100?language=tspl', 'RLO'],
    ['socket://printer lan:9100?language=tspl', 'a space'],
    ['socket://%31%30.0.0.9:9100?language=tspl', 'percent escapes'],
    ['socket://999.1.1.1:9100?language=tspl', 'an IPv4 address out of range'],
    ['socket://-printer:9100?language=tspl', 'a label starting with "-"'],
  ])('refuses a host holding %j (%s), naming the host and not quoting it', (uri) => {
    const result = parsePrinterUri(uri);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.part).toBe('host');
    expect(printerUriProblemText(result.problem, 'zh-CN')).toContain('主机');
    expect(result.problem.en).toContain('host name');
    const said = [...`${result.problem.en}${result.problem.zh}`];
    expect(said.filter((c) => c.charCodeAt(0) < 0x20 || c === '\u202e')).toEqual([]);
  });

  it('takes host names, IPv4 and IPv6 literals', () => {
    for (const uri of [
      'socket://printer-1.lan:9100?language=tspl',
      'socket://10.0.0.9?language=tspl',
      'ipp://[fe80::1]:631/printers/label',
      'ipp://[::1]/printers/label',
      'socket://LABEL_2?language=zpl',
    ])
      expect(parsePrinterUri(uri).ok, uri).toBe(true);
  });

  it('refuses an address longer than the one cap, everywhere the same', () => {
    const long = `socket://printer.lan:9100?language=tspl&dpi=203${'&x'.repeat(500)}`;
    expect(long.length).toBeGreaterThan(MAX_PRINTER_URI_LENGTH);
    const result = parsePrinterUri(long);
    expect(result.ok).toBe(false);
    expect(result.ok ? null : [result.problem.part, result.problem.zh]).toEqual([
      'uri',
      '打印机地址最多 1000 个字符',
    ]);
  });

  it.each([
    ['socket://h:9100?language=tspl&language=zpl', 'language'],
    ['socket://h:9100?language=tspl&dpi=203&dpi=300', 'dpi'],
  ])('refuses %s: an option written twice', (uri, key) => {
    const result = parsePrinterUri(uri);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.part).toBe('option');
    expect(result.problem.en).toBe(`option "${key}" is written twice`);
    expect(result.problem.zh).toBe(`参数“${key}”写了两次`);
  });

  it('refuses a path with a control or bidi character', () => {
    const result = parsePrinterUri('ipp://cups.lan/printers/la\u202ebel');
    expect(result.ok ? null : result.problem.part).toBe('uri');
  });
});

describe('parsePrinterUri: a password is never kept nor quoted back', () => {
  it.each([
    'ipp://admin:PW/x@cups.lan:631/printers/label',
    'ipp://admin:PW@cups.lan:631/printers/label',
    'ipps://admin:PW:9@cups.lan/printers/label?language=zpl',
    'socket://admin:PW@10.0.0.9:9100?language=tspl',
  ])('refuses %s naming the password part, without the password', (uri) => {
    const result = parsePrinterUri(uri);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.part).toBe('password');
    expect(`${result.problem.en}${result.problem.zh}`).not.toContain('PW');
    expect(result.problem.zh).toContain('不能写用户名或密码');
  });
});
