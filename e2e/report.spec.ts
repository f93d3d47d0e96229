import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { expect, test, type Page } from '@playwright/test';
import { REPORT_FIGURES, type ReportFigures } from '../shared/ipc/channels/report';
import { readCsv } from '../shared/csv/csv-reader';
import { unescapeFormulaCell } from '../shared/csv/csv-writer';
import { findPostgresBin } from '../scripts/pg-cluster.mjs';
import {
  KIT_CARRIERS,
  KIT_DESKS,
  kitFigures,
  kitParcels,
  kitParcelsBy,
  kitProblemCounts,
  makeReportHistory,
  writeReportHistory,
} from '../electron/features/report/testing';
import { sharedLedgerDesks } from './fixtures/shared-ledger';

/*
 * The Report screen on a shared ledger with a known history (the report's test kit, three desks, two shops, three
 * carriers, sixteen days): every figure on screen, of the period and of the one before, equals the kit's own count;
 * the charts' table views hold the kit's numbers; the problem list holds each kind the kit made and opens a
 * waybill on Waybills; the CSV reads back with a BOM and a formula cell neutralised. Screenshots in both
 * languages at 1440×900 and 1280×720.
 */

const DAY = 86_400_000;
const today = new Date(new Date().setHours(0, 0, 0, 0)).getTime();
const history = makeReportHistory({ today, days: 16, perDay: (day) => 12 + day });
const carrierNames = (language: string): Record<string, string> =>
  (
    JSON.parse(
      readFileSync(join(import.meta.dirname, `../renderer/i18n/locales/${language}/common.json`), 'utf8'),
    ) as {
      carrier: Record<string, string>;
    }
  ).carrier;

/** Writes the kit's history into the shared ledger's database (the desks migrated it at start). */
const writeHistory = async (url: string) => {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await writeReportHistory(
      async (sql, params) => {
        let n = 0;
        return (
          await pool.query(
            sql.replace(/\?/g, () => `$${++n}`),
            [...params],
          )
        ).rows as Array<Record<string, unknown>>;
      },
      'postgres',
      history,
    );
  } finally {
    await pool.end();
  }
};

const zhNumber = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });
const shown = (n: number | null) => (n === null ? '—' : zhNumber.format(n));

const expectFigures = async (page: Page, current: ReportFigures, previous: ReportFigures) => {
  for (const key of REPORT_FIGURES) {
    await expect(page.getByTestId(`figure-${key}`), key).toHaveText(shown(current[key]));
    await expect(page.getByTestId(`before-${key}`), key).toHaveText(`上期：${shown(previous[key])}`);
  }
};

const chartsDrawn = (page: Page) => expect(page.locator('.rp-canvas[data-drawn="true"]')).toHaveCount(5);

/** The rows of a chart's table view as [row header, cells…]. */
const tableOf = async (page: Page, chart: string) => {
  const block = page.locator(`[data-chart="${chart}"]`);
  await block.getByRole('button', { name: '查看数字' }).click();
  const rows = block.getByRole('table').locator('tbody tr');
  const cells = await rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.children].map((c) => c.textContent ?? '')),
  );
  await block.getByRole('button', { name: '查看图表' }).click();
  return cells;
};

test.describe('the report on a shared ledger with a known history', () => {
  test.skip(!findPostgresBin(), 'no PostgreSQL server binaries (Debian: apt-get install postgresql)');
  const { openDesk, cluster } = sharedLedgerDesks('desk-e2e-report-');

  test('every figure, chart table, problem and CSV row equals the kit’s count', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    const desk = await openDesk(browser, KIT_DESKS[0]);
    await writeHistory(cluster().url);
    const { page } = desk;
    await page.keyboard.press('Alt+9');
    await expect(page.getByRole('heading', { name: '报表', level: 1 })).toBeVisible();
    await expectFigures(
      page,
      kitFigures(history, today, today + DAY),
      kitFigures(history, today - DAY, today),
    );
    await chartsDrawn(page);

    const week = { start: today - 6 * DAY, end: today + DAY };
    await page.getByText('近 7 天', { exact: true }).click();
    await expectFigures(
      page,
      kitFigures(history, week.start, week.end),
      kitFigures(history, week.start - 7 * DAY, week.start),
    );
    await chartsDrawn(page);
    await page.screenshot({ path: testInfo.outputPath('report-zh-1440x900.png') });

    // The charts' numbers as tables: carriers, and hours by desk.
    const zh = carrierNames('zh-CN');
    const carriers = kitParcelsBy(history, week.start, week.end, (w) => String(w.cp_code));
    expect(await tableOf(page, 'carriers')).toEqual(
      [...carriers].sort((a, b) => b[1] - a[1]).map(([cp, n]) => [zh[cp] ?? cp, String(n)]),
    );
    const hours = kitParcelsBy(
      history,
      week.start,
      week.end,
      (w) => `${String(w.desk)} ${new Date(Number(w.issued_at)).getHours()}`,
    );
    const hourRows = await tableOf(page, 'hour');
    expect(hourRows).toHaveLength(24);
    for (const [h, row] of hourRows.entries())
      expect(row.slice(1), `hour ${h}`).toEqual(KIT_DESKS.map((d) => String(hours.get(`${d} ${h}`) ?? 0)));

    // Where it went wrong: each kind as many times as the kit made it.
    const problems = kitProblemCounts(history, week.start, week.end);
    for (const [kind, count] of Object.entries(problems))
      await expect(page.locator(`.rp-problems tbody tr[data-kind="${kind}"]`), kind).toHaveCount(count);

    // The desk filter: desk 2's figures alone.
    await page.getByRole('combobox', { name: /^打单台/ }).selectOption(KIT_DESKS[1]);
    await expectFigures(
      page,
      kitFigures(history, week.start, week.end, { desk: KIT_DESKS[1] }),
      kitFigures(history, week.start - 7 * DAY, week.start, { desk: KIT_DESKS[1] }),
    );
    await page.getByRole('combobox', { name: /^打单台/ }).selectOption('');
    await page.getByRole('combobox', { name: /^快递/ }).selectOption(KIT_CARRIERS[1]);
    await expect(page.getByTestId('figure-points')).toHaveText('—');
    await expect(page.getByTestId('figure-parcels')).toHaveText(
      shown(kitFigures(history, week.start, week.end, { cpCode: KIT_CARRIERS[1] }).parcels),
    );
    await page.getByRole('combobox', { name: /^快递/ }).selectOption('');

    // The CSV of the period: BOM, a header and one row per parcel, the formula cell written as text.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出 CSV' }).click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const records = readCsv(csv).records.map((r) => r.cells);
    const parcels = kitParcels(history, week.start, week.end);
    expect(records).toHaveLength(parcels.length + 1);
    // The Waybills screen's columns (the report exports through its export): found by their headers.
    const header = records[0] ?? [];
    expect(header[0]).toBe('面单号');
    const goods = header.indexOf('商品');
    expect(header).toEqual(expect.arrayContaining(['验货', '重量（kg）', '交接批次']));
    const formula = records.find((r) => r[goods]?.startsWith("'="));
    expect(formula && unescapeFormulaCell(formula[goods] ?? '')).toBe('=茶杯');
    expect(
      records
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(parcels.map((w) => String(w.waybill_code)).sort());

    await page.setViewportSize({ width: 1280, height: 720 });
    await chartsDrawn(page);
    await page.screenshot({ path: testInfo.outputPath('report-zh-1280x720.png') });
    await desk.desk.call('settings.update', { language: 'en' });
    await expect(page.getByRole('heading', { name: 'Report', level: 1 })).toBeVisible();
    await chartsDrawn(page);
    await page.screenshot({ path: testInfo.outputPath('report-en-1280x720.png') });
    await page.setViewportSize({ width: 1440, height: 900 });
    await chartsDrawn(page);
    await page.screenshot({ path: testInfo.outputPath('report-en-1440x900.png') });
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: testInfo.outputPath('report-en-print.png') });
    await page.emulateMedia({ media: 'screen' });
    await desk.desk.call('settings.update', { language: 'zh-CN' });

    // A problem row opens its waybill on Waybills, the filter set to it.
    const first = page.locator('.rp-problems tbody tr[data-kind="notHandedOver"]').first();
    const code = (await first.locator('td').nth(1).textContent()) ?? '';
    await first.getByRole('button').click();
    await expect(page.getByRole('main')).toHaveAttribute('aria-label', '运单');
    await expect(page.getByRole('main').getByText(code, { exact: true }).first()).toBeVisible();
  });
});
