import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeskLanguage } from '../../../../shared/printing/device-uri';
import type { PrintProfiles } from '../../../../shared/printing/print-profile';
import { isDeskError } from '../../../kernel/desk-error';
import { barcodesOnRaster, decodeTspl, decodeZpl } from '../testing/label-decoders';
import { startRawPrinterStandIn, type RawPrinterStandIn } from '../testing/raw-printer-stand-in';
import { calibrationCode } from './calibration-label';
import { testPrint } from './test-print';

describe('Test print', () => {
  let standIn: RawPrinterStandIn;
  let printProfiles: PrintProfiles;
  let language: DeskLanguage;
  const settings = () => ({ printProfiles, language, labelSize: '100x150' as const });
  beforeEach(async () => {
    standIn = await startRawPrinterStandIn();
    printProfiles = {};
    language = 'zh-CN';
  });
  afterEach(() => standIn.close());

  it('prints the calibration label to the connection typed in Settings', async () => {
    const outcome = await testPrint({ settings }, { size: '76x130', uri: standIn.uri('zpl') });
    expect(outcome).toMatchObject({ size: '76x130', sent: true, state: 'ready', message: '就绪' });
    const [job] = await standIn.waitForJobs(1);
    expect(await barcodesOnRaster(decodeZpl(job!).raster)).toEqual([calibrationCode('76x130', 203)]);
  });

  it("uses the size's profile connection, else --label-printer, with the profile's offsets", async () => {
    printProfiles = {
      '100x150': { printer: null, connection: standIn.uri('tspl'), offsetXMm: 0, offsetYMm: 0, copies: 3 },
    };
    expect((await testPrint({ settings }, {})).sent).toBe(true);
    expect(decodeTspl((await standIn.waitForJobs(1))[0]!, 203).copies).toBe(1);
    printProfiles = {};
    expect((await testPrint({ settings, labelPrinter: standIn.uri('tspl') }, { size: '100x180' })).sent).toBe(
      true,
    );
    expect(decodeTspl((await standIn.waitForJobs(2))[1]!, 203).heightMm).toBe(180);
  });

  it('sends nothing to a printer out of paper, and says so in the seller language', async () => {
    standIn.state.paperOut = true;
    const outcome = await testPrint({ settings }, { uri: standIn.uri('tspl') });
    expect(outcome).toMatchObject({ sent: false, state: 'paper-out' });
    expect(outcome).toMatchObject({ message: '缺纸：请装入新的标签纸', detail: 'paper out' });
    language = 'en';
    expect((await testPrint({ settings }, { uri: standIn.uri('zpl') })).message).toContain('Out of labels');
    expect(standIn.jobs).toEqual([]);
  });

  it('says a refused connection in words', async () => {
    await standIn.setMode({ kind: 'refuse' });
    const outcome = await testPrint({ settings }, { uri: `ipp://127.0.0.1:${standIn.port}/printers/x` });
    expect(outcome).toMatchObject({ sent: false, state: 'offline' });
    expect(outcome.message).toBe('打印机离线：请检查电源和网线');
    expect(outcome.detail).toContain('127.0.0.1');
    expect(outcome.uri).toBe(`ipp://127.0.0.1:${standIn.port}/printers/x`);
  });

  it('refuses a URI carrying a password before anything is sent, without repeating it', async () => {
    await expect(
      testPrint({ settings }, { uri: `ipp://desk:s3cret@127.0.0.1:${standIn.port}/printers/x` }),
    ).rejects.toSatisfy(
      (e: unknown) =>
        isDeskError(e) &&
        e.field === 'uri' &&
        e.message.includes('不能写用户名或密码') &&
        !e.message.includes('s3cret'),
    );
    expect(standIn.jobs).toEqual([]);
  });

  it('sends the stock chosen in Settings (not yet saved) in the calibration label', async () => {
    const stock = { kind: 'mark', mm: 3 } as const;
    expect((await testPrint({ settings }, { uri: standIn.uri('tspl'), stock })).sent).toBe(true);
    expect((await standIn.waitForJobs(1))[0]!.toString('latin1')).toContain('BLINE 3 mm,0 mm\r\n');
    printProfiles = { '100x150': { printer: null, offsetXMm: 0, offsetYMm: 0, copies: 1, stock } };
    expect((await testPrint({ settings }, { uri: standIn.uri('zpl') })).sent).toBe(true);
    expect((await standIn.waitForJobs(2))[1]!.toString('latin1')).toContain('^MNM');
  });

  it('refuses a wrong URI, or no printer at all, by field before anything is sent', async () => {
    await expect(testPrint({ settings }, { uri: 'lpd://printer' })).rejects.toSatisfy(
      (e: unknown) => isDeskError(e) && e.field === 'uri' && e.message.includes('未知的连接方式'),
    );
    await expect(testPrint({ settings }, {})).rejects.toSatisfy(
      (e: unknown) => isDeskError(e) && e.field === 'uri' && e.message.includes('--label-printer'),
    );
    expect(standIn.jobs).toEqual([]);
  });
});
