import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ledgerBackends, ledgerForEachTest } from '../../testing/ledger-backends';
import { recordFetch } from '../../testing/ledger-test-kit';
import { createMemoryStore } from '../../storage/key-value-store';
import { isDeskError } from '../../kernel/desk-error';
import { labelPrinterDriver } from '../printing';
import { createLabelPrinterLink } from '../printing/label-printer-link';
import { startRawPrinterStandIn, type RawPrinterStandIn } from '../printing/testing/raw-printer-stand-in';
import { createSettingsService } from '../settings';
import type { Ledger } from '../ledger';
import { createHandoverLabelPrint } from './handover-label-print';
import { createHandover } from './handover-service';
import { openHandoverStore } from './open-handover-store';

/*
 * A closed batch's handover list to a raw label printer (the stand-in over TCP, the real driver): sent straight,
 * every waybill code of the batch read back from the bytes; a printer out of paper refuses it (nothing sent), one
 * that is not there is unreachable, both in the seller's words.
 */

const CODES = Array.from({ length: 12 }, (_, i) => `ZT${7000 + i}`);

describe.each(ledgerBackends())('the handover list on a label printer ($name)', (backend) => {
  const subject = ledgerForEachTest(backend, () => Date.now());
  let standIn: RawPrinterStandIn;
  beforeEach(async () => {
    standIn = await startRawPrinterStandIn();
  });
  afterEach(() => standIn.close());

  const closedBatch = async (ledger: Ledger) => {
    const service = createHandover({ store: openHandoverStore(ledger.connection), emit: () => undefined });
    const waybills = await recordFetch(
      ledger,
      CODES.map((waybillCode, i) => ({ orderSn: `O-${i}`, waybillCode })),
      'ZTO',
    );
    await ledger.recordPrints(
      waybills.map((w) => w.id),
      null,
      'silent',
    );
    const batch = await service.open('ZTO');
    for (const code of CODES) await service.scan(batch.id, code, false);
    await service.close(batch.id);
    return { service, batchId: batch.id };
  };

  const labelPrintOver = (ledger: Ledger, service: ReturnType<typeof createHandover>, connection: string) => {
    const settings = createSettingsService(createMemoryStore());
    settings.update({
      printProfiles: { '76x130': { printer: null, connection, offsetXMm: 0, offsetYMm: 0, copies: 2 } },
    });
    const link = createLabelPrinterLink({ settings, driver: labelPrinterDriver });
    return { settings, print: createHandoverLabelPrint({ service, link, settings }) };
  };

  it.each(['tspl', 'zpl'] as const)(
    'sends the list in %s: every waybill code of the batch in the bytes',
    async (language) => {
      const { service, batchId } = await closedBatch(subject.ledger);
      const { print } = labelPrintOver(subject.ledger, service, standIn.uri(language));
      expect(print.printers().printers).toEqual([{ size: '76x130', uri: standIn.uri(language), language }]);
      const outcome = await print.print(batchId, '76x130', 'zh-CN', '中通快递');
      expect(outcome).toMatchObject({ outcome: 'sent', message: '就绪' });
      expect(outcome.labels).toBeGreaterThan(1);
      const [job] = await standIn.waitForJobs(1);
      const text = new TextDecoder().decode(job);
      for (const code of CODES) expect(text).toContain(code);
      expect(text).toContain('HO-' + batchId);
      expect(text).toContain('快递员签字');
      // The carrier by the name the seller reads (main knows only its code).
      expect(text).toContain('中通快递');
      // One job, one copy of each label whatever the profile's copies say: the courier signs one list.
      expect(text.split(language === 'tspl' ? 'PRINT 1,1' : '^PQ1').length - 1).toBe(outcome.labels);
    },
  );

  it('a printer out of paper refuses the list (nothing sent); one that is not there is unreachable', async () => {
    const { service, batchId } = await closedBatch(subject.ledger);
    const { print } = labelPrintOver(subject.ledger, service, standIn.uri('tspl'));
    standIn.state.paperOut = true;
    expect(await print.print(batchId, '76x130', 'zh-CN')).toMatchObject({
      outcome: 'refused',
      message: '缺纸：请装入新的标签纸',
    });
    expect(standIn.jobs).toHaveLength(0);
    await standIn.setMode({ kind: 'refuse' });
    expect(await print.print(batchId, '76x130', 'en')).toMatchObject({
      outcome: 'unreachable',
      message: 'The printer is offline: check its power and cable',
    });
  });

  it('a size with no label printer, or an open batch, is refused by field and sends nothing', async () => {
    const { service, batchId } = await closedBatch(subject.ledger);
    const { print } = labelPrintOver(subject.ledger, service, standIn.uri('tspl'));
    const refused = await print.print(batchId, '100x150', 'zh-CN').catch((e: unknown) => e);
    expect(isDeskError(refused) && refused.field).toBe('size');
    const open = await service.open('ZTO');
    const notClosed = await print.print(open.id, '76x130', 'zh-CN').catch((e: unknown) => e);
    expect(isDeskError(notClosed) && notClosed.field).toBe('batchId');
    expect(standIn.jobs).toHaveLength(0);
  });
});
