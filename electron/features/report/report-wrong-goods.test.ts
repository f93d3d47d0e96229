import { describe, expect, it } from 'vitest';
import { ReportQuery } from '../../../shared/ipc/channels/report';
import { openCheck, scanGoods } from '../../../shared/scan/pack-check';
import { ledgerBackends, ledgerForEachTest } from '../../testing/ledger-backends';
import { recordFetch } from '../../testing/ledger-test-kit';
import { openPackCheckStore } from '../pack-check/open-pack-check-store';
import { openReportStore } from './report-store';

/*
 * Wrong goods, from the scan to the report: a scan of goods on no line of the check is counted on the check, kept
 * with it in the ledger, and the report counts the check under "checks with wrong goods" (on every backend).
 */

const NOW = new Date(2025, 5, 15, 10, 0).getTime();
const TEA = { name: '云南普洱熟茶', spec: '357克' };
const CUP = { name: '白瓷茶杯', spec: '6只装' };

describe.each(ledgerBackends())('wrong goods on the report ($name)', (backend) => {
  const subject = ledgerForEachTest(backend, () => NOW);

  it('a wrong scan is kept with its check and counted; a clean check passes', async () => {
    const [wrongOne, clean] = await recordFetch(subject.ledger, [
      { orderSn: 'O-1', waybillCode: 'YT-1' },
      { orderSn: 'O-2', waybillCode: 'YT-2' },
    ]);
    let check = openCheck('O-1', ['O-1'], [{ ...TEA, image: '', count: 1, barcodes: ['6901234567892'] }]);
    check = scanGoods(check, '6920152400012', CUP);
    expect([check.note, check.wrongScans]).toEqual(['wrong', 1]);
    check = scanGoods(check, '6901234567892', TEA);
    const store = openPackCheckStore(subject.ledger.connection);
    const lines = check.lines.map(({ name, spec, need, scanned, byHand }) => ({
      name,
      spec,
      need,
      scanned,
      byHand,
    }));
    await store.recordCheck({
      waybillId: wrongOne!.id,
      orderSns: ['O-1'],
      lines,
      overrides: 0,
      wrongScans: check.wrongScans ?? 0,
    });
    await store.recordCheck({ waybillId: clean!.id, orderSns: ['O-2'], lines, overrides: 0 });

    const day = new Date(2025, 5, 15).getTime();
    const figures = await openReportStore(subject.ledger.connection).figures(
      ReportQuery.parse({
        start: day,
        end: day + 86_400_000,
        utcOffsetMinutes: -new Date(day).getTimezoneOffset(),
      }),
    );
    expect(figures.current).toMatchObject({ checksWrongGoods: 1, checksPassed: 1, checksOverridden: 0 });
  });
});
