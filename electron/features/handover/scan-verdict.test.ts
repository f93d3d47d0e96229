import { describe, expect, it } from 'vitest';
import type { WaybillFacts } from './handover-store';
import { scanVerdict, type ScanContext } from './scan-verdict';

/* Every answer a handover scan can give, from the ledger's facts. */

const facts = (over: Partial<WaybillFacts> & { waybillCode: string }): WaybillFacts => ({
  id: Number(over.waybillCode.replace(/\D/g, '') || 1),
  cpCode: 'ZTO',
  orderSns: ['O-1'],
  status: 'live',
  printed: 'printed',
  lastPrintedAt: 1,
  batches: [],
  ...over,
});
const at = (code: string, over: Partial<ScanContext> = {}): ScanContext => ({
  code,
  batchId: 7,
  batchCpCode: 'ZTO',
  confirmed: false,
  ...over,
});

describe('a handover scan', () => {
  it('counts a live, printed waybill of the batch carrier (green)', () => {
    expect(scanVerdict(at('ZT1'), [facts({ waybillCode: 'ZT1' })])).toMatchObject({
      kind: 'counted',
      viaOrder: false,
      waybill: { waybillCode: 'ZT1' },
    });
  });

  it('a batch without a carrier takes any carrier', () => {
    expect(
      scanVerdict(at('YT1', { batchCpCode: '' }), [facts({ waybillCode: 'YT1', cpCode: 'YTO' })]).kind,
    ).toBe('counted');
  });

  it('refuses a recycled waybill and names the order live waybill, or none', () => {
    const dead = facts({ waybillCode: 'ZT1', status: 'recycled' });
    expect(scanVerdict(at('ZT1'), [facts({ waybillCode: 'ZT2' }), dead])).toMatchObject({
      kind: 'recycled',
      liveCode: 'ZT2',
    });
    expect(scanVerdict(at('ZT1'), [dead])).toMatchObject({ kind: 'recycled', liveCode: null });
    // Recycled first: even when it is in this batch (recycled on another desk since), it turns red.
    expect(scanVerdict(at('ZT1'), [{ ...dead, batches: [{ batchId: 7, closed: false }] }]).kind).toBe(
      'recycled',
    );
  });

  it('refuses another carrier waybill, naming the batch carrier', () => {
    expect(scanVerdict(at('YT1'), [facts({ waybillCode: 'YT1', cpCode: 'YTO' })])).toMatchObject({
      kind: 'other-carrier',
      batchCpCode: 'ZTO',
    });
  });

  it('asks before counting a waybill never printed or that may have printed (amber), counts it after a yes', () => {
    const never = facts({ waybillCode: 'ZT1', printed: 'never' });
    const maybe = facts({ waybillCode: 'ZT2', printed: 'may-have-printed' });
    expect(scanVerdict(at('ZT1'), [never])).toMatchObject({ kind: 'confirm', why: 'never-printed' });
    expect(scanVerdict(at('ZT2'), [maybe])).toMatchObject({ kind: 'confirm', why: 'may-have-printed' });
    expect(scanVerdict(at('ZT2', { confirmed: true }), [maybe]).kind).toBe('counted');
  });

  it('says "already scanned" for a waybill in this batch, and names another batch it is in', () => {
    expect(
      scanVerdict(at('ZT1'), [facts({ waybillCode: 'ZT1', batches: [{ batchId: 7, closed: false }] })]).kind,
    ).toBe('already');
    expect(
      scanVerdict(at('ZT1'), [
        facts({
          waybillCode: 'ZT1',
          batches: [
            { batchId: 3, closed: false },
            { batchId: 5, closed: true },
          ],
        }),
      ]),
    ).toMatchObject({ kind: 'other-batch', batchId: 5, closed: true });
  });

  it('an order number finds its live waybill and says so', () => {
    const found = [
      facts({ waybillCode: 'ZT2', orderSns: ['O-1', 'O-2'] }),
      facts({ waybillCode: 'ZT1', status: 'recycled' }),
    ];
    expect(scanVerdict(at('O-2'), found)).toMatchObject({
      kind: 'counted',
      viaOrder: true,
      waybill: { waybillCode: 'ZT2' },
    });
    // An order whose only waybill was recycled: red, nothing to send.
    expect(scanVerdict(at('O-1'), [found[1]!])).toMatchObject({ kind: 'recycled', liveCode: null });
  });

  it('an unknown code is red', () => {
    expect(scanVerdict(at('NOPE'), [])).toEqual({ kind: 'unknown', code: 'NOPE' });
  });
});
