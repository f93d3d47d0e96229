import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IssuedWaybill, WaybillFilter } from '../../../../shared/ipc/channels/waybills';
import type { Ledger } from '../ledger-types';
import {
  makeTempDir,
  recordFetch,
  seededRandom,
  type TempDir,
  type WaybillSeed,
} from '../../../testing/ledger-test-kit';
import { openLedger, type LedgerOptions } from './open-ledger';

/*
 * The list queries are checked against a plain-JS reference over the same rows (read with getWaybills, a
 * different code path), for both text-search paths: the FTS5 trigram index and the LIKE fallback.
 */

const RECEIVERS = ['王小明', '王芳', '李娜', '张伟', '欧阳娜娜', 'Alice Wong', 'BOB smith', '陈静'];
const GOODS = [
  '纯棉T恤 白色 XL',
  'T-Shirt Navy',
  '100% Cotton Socks',
  'mug_large',
  '保温杯 500ml',
  '"Quoted" Cap',
];
const CARRIERS = ['YTO', 'ZTO', 'SF'];
const PREFIX: Record<string, string> = { YTO: 'YT', SF: 'SF' };
const DAY = 86_400_000;
const START = Date.UTC(2025, 0, 1);

let tmp: TempDir;
const ledgers: Array<[string, Ledger]> = [];
let all: IssuedWaybill[] = [];

/** Deterministic: the same 150 waybills in both ledgers. */
async function seed(ledger: Ledger, setClock: (t: number) => void): Promise<void> {
  const rnd = seededRandom(7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  let n = 0;
  for (let fetch = 0; fetch < 30; fetch++) {
    setClock(START + Math.floor(rnd() * 60) * DAY + fetch);
    const cp = pick(CARRIERS);
    const seeds: WaybillSeed[] = Array.from({ length: 5 }, () => {
      n++;
      const orderSn = `2501${String(n).padStart(6, '0')}`;
      return {
        orderSn,
        // Every 9th waybill was fetched for a merge group: found by any of its order numbers.
        ...(n % 9 === 0 ? { orderSns: [orderSn, `${orderSn}-2`, `M${n}-3`] } : {}),
        waybillCode: `${PREFIX[cp] ?? ''}${String(7_000_000 + n * 37).padStart(13, '0')}`,
        parentWaybillCode: n % 11 === 0 ? `DPK${String(n).padStart(12, '0')}` : '',
        receiverName: pick(RECEIVERS),
        goodsName: pick(GOODS),
      };
    });
    const stored = await recordFetch(ledger, seeds, cp);
    for (const w of stored) {
      if (rnd() < 0.4) await ledger.recordPrints([w.id], 'Zebra', 'silent');
      if (rnd() < 0.2) await ledger.recordRecycleOutcomes([{ id: w.id, ok: true, errorMsg: null }]);
    }
  }
}

function reference(filter: WaybillFilter): IssuedWaybill[] {
  const text = filter.text?.trim().toLowerCase() ?? '';
  return all
    .filter((w) => filter.from === undefined || w.issuedAt >= filter.from)
    .filter((w) => filter.to === undefined || w.issuedAt <= filter.to)
    .filter((w) => !filter.cpCode || w.cpCode === filter.cpCode)
    .filter(
      (w) => (filter.printed ?? 'all') === 'all' || (filter.printed === 'printed') === w.printedCount > 0,
    )
    .filter((w) => (filter.status ?? 'all') === 'all' || filter.status === w.status)
    .filter(
      (w) =>
        text === '' ||
        [w.waybillCode, w.parentWaybillCode, ...w.orderSns, w.receiverName, w.goodsName].some((f) =>
          f.toLowerCase().includes(text),
        ),
    )
    .sort((a, b) => b.issuedAt - a.issuedAt || b.id - a.id);
}

const VARIANTS: Array<[string, LedgerOptions]> = [
  ['FTS5 trigram', { fullTextSearch: true }],
  ['FTS5, broad short text scanned', { fullTextSearch: true, maxShortTextPostings: 0 }],
  ['LIKE', { fullTextSearch: false }],
];

beforeAll(async () => {
  tmp = makeTempDir();
  for (const [i, [name, options]] of VARIANTS.entries()) {
    let clock = START;
    const ledger = await openLedger(tmp.file(`ledger-${i}.db`), { ...options, now: () => clock });
    await seed(ledger, (t) => (clock = t));
    ledgers.push([name, ledger]);
  }
  const first = ledgers[0]![1];
  all = (await first.getWaybills(Array.from({ length: 200 }, (_, i) => i + 1))).map(
    // The list adds each row's weight and handover: none here (nothing is weighed or handed over).
    ({ printData: _p, objectId: _o, parcelGrams: _g, ...listed }) => ({ ...listed, weight: null, handover: null }),
  );
});
afterAll(async () => {
  for (const [, ledger] of ledgers) await ledger.close();
  tmp.remove();
});

const textArb = fc.oneof(
  // A piece of a real value (hits), or random text from an alphabet with LIKE/FTS specials (mostly misses).
  fc
    .tuple(
      fc.constantFrom(...RECEIVERS, ...GOODS, '0000007001', 'YT00000', 'DPK0000', '0009-2', 'M18-3'),
      fc.nat(8),
      fc.integer({ min: 1, max: 6 }),
    )
    .map(([s, at, len]) => [...s].slice(at % s.length, (at % s.length) + len).join('')),
  fc.string({
    unit: fc.constantFrom('a', 'T', '%', '_', '"', ' ', '王', '娜', '0', '7', '\\'),
    maxLength: 4,
  }),
);
const filterArb: fc.Arbitrary<WaybillFilter> = fc.record(
  {
    from: fc.integer({ min: START - DAY, max: START + 61 * DAY }),
    to: fc.integer({ min: START, max: START + 61 * DAY }),
    cpCode: fc.constantFrom('YTO', 'ZTO', 'SF', 'EMS'),
    printed: fc.constantFrom('all', 'printed', 'unprinted'),
    status: fc.constantFrom('all', 'live', 'recycled'),
    text: textArb,
  },
  { requiredKeys: [] },
);

describe.each(VARIANTS.map(([name], index) => [name, index] as const))('listWaybills, %s', (_name, index) => {
  const ledger = () => ledgers[index]![1];

  it('matches the reference for any filter, page and text', async () => {
    let hits = 0;
    await fc.assert(
      fc.asyncProperty(
        filterArb,
        fc.nat(40),
        fc.integer({ min: 1, max: 25 }),
        async (filter, offset, limit) => {
          const expected = reference(filter);
          hits += expected.length > 0 ? 1 : 0;
          const { rows, total } = await ledger().listWaybills(filter, offset, limit);
          expect(total).toBe(expected.length);
          expect(rows).toEqual(expected.slice(offset, offset + limit));
          expect(await ledger().matchingWaybillIds(filter)).toEqual(expected.map((w) => w.id));
        },
      ),
      { numRuns: 300, seed: 42 },
    );
    // The generated filters must exercise matches, not only empty results.
    expect(hits).toBeGreaterThan(50);
  });

  it('finds by code, order number, receiver and goods, case-insensitively', async () => {
    const l = ledger();
    expect((await l.listWaybills({ text: 'yt00000' }, 0, 500)).rows.every((w) => w.cpCode === 'YTO')).toBe(
      true,
    );
    expect((await l.listWaybills({ text: 'shirt' }, 0, 500)).total).toBe(
      reference({ text: 'T-Shirt' }).length,
    );
    expect((await l.listWaybills({ text: '王' }, 0, 500)).total).toBeGreaterThan(0);
    expect(
      (await l.listWaybills({ text: '欧阳娜' }, 0, 500)).rows.every((w) => w.receiverName === '欧阳娜娜'),
    ).toBe(true);
    expect(
      (await l.listWaybills({ text: '100%' }, 0, 500)).rows.every((w) => w.goodsName.includes('100%')),
    ).toBe(true);
    expect(
      (await l.listWaybills({ text: 'g_l' }, 0, 500)).rows.every((w) => w.goodsName === 'mug_large'),
    ).toBe(true);
    expect((await l.listWaybills({ text: '"quoted"' }, 0, 500)).total).toBe(
      reference({ text: '"Quoted"' }).length,
    );
    const one = all[17]!;
    expect((await l.listWaybills({ text: ` ${one.orderSn} ` }, 0, 10)).rows.map((w) => w.id)).toEqual([
      one.id,
    ]);
  });

  it('pages newest first with a stable total, and past the end returns no rows', async () => {
    const l = ledger();
    const first = await l.listWaybills({ status: 'live' }, 0, 10);
    const second = await l.listWaybills({ status: 'live' }, 10, 10);
    expect(first.total).toBe(second.total);
    const times = [...first.rows, ...second.rows].map((w) => w.issuedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await l.listWaybills({ status: 'live' }, first.total, 10)).toEqual({
      rows: [],
      total: first.total,
    });
  });
});

describe('getWaybills', () => {
  it('returns the asked ids in the asked order with print data, leaving unknown ids out', async () => {
    const l = ledgers[0]![1];
    const got = await l.getWaybills([5, 99_999, 2, 40]);
    expect(got.map((w) => w.id)).toEqual([5, 2, 40]);
    expect(JSON.parse(got[0]!.printData)).toMatchObject({ data: { waybillCode: got[0]!.waybillCode } });
    expect(got[0]!.objectId).toBe(`obj-${got[0]!.orderSn}`);
  });
});
