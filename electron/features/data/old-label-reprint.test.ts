import { afterAll, expect, it } from 'vitest';
import { openLedger } from '../ledger/sqlite/open-ledger';
import { intentFor, issuedWaybill, makeTempDir } from '../../testing/ledger-test-kit';
import { samplePrintData } from '../../../shared/testing/print-data-samples';
import { parsePrintData } from '../../../shared/label/parse-print-data';
import { LABEL_SIZES } from '../../../shared/label/label-sizes';
import { code128sInRgba } from '../../../shared/testing/zxing-reader';
import { printedDots } from '../../../shared/testing/printed-dots';
import { labelView } from '../../../shared/label/label-view';
import { DEFAULT_RETENTION, runCleanup } from './data-retention';

/*
 * A waybill fetched six months ago and still live reprints after cleanups have run: its label's barcode, put
 * down at 203 dpi, decodes to its code. Its recycled neighbour of the same day lost its print data.
 */

const tmp = makeTempDir('old-label-');
afterAll(() => tmp.remove());
const DAY = 86_400_000;

it('a six-month-old live waybill still reprints a label whose barcode decodes', async () => {
  let clock = Date.UTC(2025, 0, 10);
  const ledger = await openLedger(tmp.file('ledger.sqlite'), { now: () => clock });
  const codes = ['YT0000000000101', 'YT0000000000102'];
  const id = await ledger.openFetchIntent(intentFor(['LIVE', 'VOID']), { confirmDuplicate: false });
  const [live, voided] = await ledger.closeFetchIntentIssued(
    id,
    ['LIVE', 'VOID'].map((orderSn, i) => ({
      ...issuedWaybill({ orderSn, waybillCode: codes[i]! }),
      printData: samplePrintData('YTO', { waybillCode: codes[i]! }),
    })),
  );
  await ledger.recordRecycleOutcomes([{ id: voided!.id, ok: true, errorMsg: null }]);
  for (let month = 1; month <= 6; month++) {
    clock += 31 * DAY;
    await runCleanup(ledger, DEFAULT_RETENTION, () => clock);
  }
  const [again, gone] = await ledger.getWaybills([live!.id, voided!.id]);
  expect(gone!.printData).toBe('');
  const parsed = parsePrintData(again!.printData);
  if (!parsed.ok) throw new Error(parsed.error);
  const fit = labelView(parsed.label, LABEL_SIZES[0], 203).bar.barcode;
  if (!fit) throw new Error('no waybill barcode on the label');
  expect(await code128sInRgba(printedDots(fit, 203))).toEqual([codes[0]]);
  await ledger.close();
});
