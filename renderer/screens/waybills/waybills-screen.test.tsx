// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IssuedWaybill } from '../../../shared/ipc/channels/waybills';
import type { SellerToolsBridge } from '../../../shared/ipc/events';
import { i18next } from '../../i18n';
import { useWaybillFilter } from '../../store/waybill-filter-store';
import { useWaybillSelection } from '../../store/waybill-selection';
import { WaybillsScreen } from '.';

/*
 * The screen against a stand-in for main's router (not the gateway: e2e covers that over HTTP).
 * It answers the channels the screen uses from an in-memory ledger of 1,200 waybills.
 */
const TOTAL = 1200;
const ledger: IssuedWaybill[] = Array.from({ length: TOTAL }, (_, i) => ({
  id: i + 1,
  waybillCode: `YT${String(9_000_000_000_000 + i)}`,
  parentWaybillCode: '',
  cpCode: 'YTO',
  orderSn: `240611-${String(i).padStart(6, '0')}`,
  // Every 50th waybill was fetched for a merge group of three orders.
  orderSns:
    i % 50 === 0
      ? [0, 1, 2].map((k) => `240611-${String(i).padStart(6, '0')}${k ? `-M${k}` : ''}`)
      : [`240611-${String(i).padStart(6, '0')}`],
  shopId: 'demo-shop',
  ownerId: 'demo-owner',
  issuedAt: 1_718_000_000_000 - i * 60_000,
  encrypted: false,
  receiverName: '张三',
  goodsName: '保温杯',
  printedCount: i % 3,
  lastPrintedAt: null,
  dialogCount: 0,
  lastDialogAt: null,
  status: 'live',
  recycledAt: null,
  lastRecycleError: null,
  // Every fourth waybill was fetched at the other desk (seen only on a shared ledger).
  desk: i % 4 === 3 ? 'desk 2' : 'desk 1',
}));

/** A shared ledger (two desks' waybills) or this desk's own (every waybill its own). */
let shared = false;
const deskCounts = () =>
  shared
    ? ['desk 1', 'desk 2'].map((desk) => ({ desk, count: ledger.filter((w) => w.desk === desk).length }))
    : [{ desk: 'desk 1', count: ledger.length }];

const calls: Array<{ channel: string; input: Record<string, unknown> }> = [];
const listeners = new Map<string, Set<(p: unknown) => void>>();
const emit = (event: string, payload: unknown) => listeners.get(event)?.forEach((l) => l(payload));

const bridge: SellerToolsBridge = {
  call(channel, raw) {
    const input = raw as Record<string, unknown>;
    calls.push({ channel, input });
    const ok = (value: unknown) => Promise.resolve({ ok: true, value });
    switch (channel) {
      case 'waybills.list': {
        const offset = Number(input.offset);
        const limit = Number(input.limit);
        // The never-printed filters, as the ledger applies them (the others are not used by these tests).
        const filter = (input.filter ?? {}) as { printed?: string; to?: number; desk?: string };
        const rows = ledger.filter(
          (w) =>
            (filter.printed !== 'unprinted' || (w.printedCount === 0 && w.dialogCount === 0)) &&
            (filter.to === undefined || w.issuedAt <= filter.to) &&
            (filter.desk === undefined || w.desk === filter.desk),
        );
        return ok({ rows: rows.slice(offset, offset + limit), total: rows.length });
      }
      case 'waybills.matchingIds':
        return ok({ ids: ledger.map((w) => w.id) });
      case 'waybills.openIntents':
        return ok({ intents: [] });
      case 'waybills.desks':
        return ok({ desks: deskCounts() });
      case 'app.info':
        return ok({ desk: 'desk 1', ledgerServer: shared ? 'db.local:5432/shop' : null });
      case 'waybills.recyclePlan': {
        const ids = input.ids as number[];
        return ok({ live: ids.length, calls: Math.ceil(ids.length / 100), alreadyVoid: [] });
      }
      case 'waybills.recycle': {
        const ids = input.ids as number[];
        // Every third waybill fails: the gateway refuses it as another carrier's (nothing a retry would cure).
        const outcomes = ids.map((id, i) => ({
          id,
          waybillCode: ledger[id - 1]?.waybillCode ?? '',
          orderSn: ledger[id - 1]?.orderSn ?? '',
          ok: i % 3 !== 2,
          result: i % 3 !== 2 ? 'recycled' : 'failed',
          reason: i % 3 !== 2 ? null : 'wrong-carrier',
          errorMsg: i % 3 !== 2 ? null : 'wp_code ZTO is not the carrier that issued this waybill',
          retryable: false,
        }));
        const failed = outcomes.filter((o) => !o.ok).length;
        emit('recycle.progress', {
          done: ids.length,
          total: ids.length,
          succeeded: ids.length - failed,
          failed,
          queued: 0,
        });
        return ok({
          requested: ids.length,
          succeeded: ids.length - failed,
          alreadyVoid: 0,
          failed,
          outcomes,
          charged: 1,
        });
      }
      default:
        return Promise.resolve({ ok: false, error: { kind: 'internal', msg: `no stand-in for ${channel}` } });
    }
  },
  on(event, listener) {
    const set = listeners.get(event) ?? new Set();
    set.add(listener);
    listeners.set(event, set);
    return () => set.delete(listener);
  },
};

const renderScreen = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WaybillsScreen />
    </QueryClientProvider>,
  );

const selectedCount = () => screen.getByTestId('selected-count').textContent ?? '';
const checkbox = (i: number) =>
  screen.getByRole('checkbox', { name: `Select waybill ${ledger[i]?.waybillCode}` });

describe('<WaybillsScreen>', () => {
  beforeAll(async () => {
    window.sellerTools = bridge;
    // jsdom has no layout: give the list's scroll box the size a desk window would.
    for (const [prop, px] of [
      ['clientHeight', 600],
      ['clientWidth', 1200],
    ] as const) {
      Object.defineProperty(HTMLElement.prototype, prop, {
        configurable: true,
        get(this: HTMLElement) {
          return this.dataset.testid === 'waybill-scroll' ? px : 0;
        },
      });
    }
    await i18next.changeLanguage('en');
  });
  beforeEach(() => {
    calls.length = 0;
    shared = false;
    useWaybillFilter.getState().reset();
    useWaybillSelection.setState({ selected: new Set(), anchor: null, cursor: 0 });
  });
  afterEach(cleanup);

  it('shows the ledger in chunks, only the visible rows in the DOM', async () => {
    renderScreen();
    await screen.findByText(ledger[0]!.waybillCode);
    expect(screen.getByTestId('matching-count')).toHaveTextContent('1,200');
    const rows = screen.getAllByRole('row').filter((r) => r.getAttribute('aria-rowindex') !== '1');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
    // Rows come in chunks of 500; the forgotten-waybills count reads one row (it needs only the total).
    const lists = calls.filter((c) => c.channel === 'waybills.list');
    expect(lists.every((c) => c.input.limit === 500 || c.input.limit === 1)).toBe(true);
    expect(
      lists
        .filter((c) => c.input.limit === 1)
        .every((c) => (c.input.filter as { printed: string }).printed === 'unprinted'),
    ).toBe(true);
  });

  it("this desk's own ledger: no desk filter and no desk column, which would say nothing", async () => {
    renderScreen();
    await screen.findByText(ledger[0]!.waybillCode);
    await waitFor(() => expect(calls.some((c) => c.channel === 'waybills.desks')).toBe(true));
    expect(screen.queryByTestId('waybill-desk-filter')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Desk' })).not.toBeInTheDocument();
  });

  it('a shared ledger: the filter offers every desk with its count, the rows name their desk', async () => {
    shared = true;
    renderScreen();
    const select = await screen.findByTestId('waybill-desk-filter');
    await waitFor(() =>
      expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
        'Every desk',
        'This desk (desk 1) · 900 waybills',
        'desk 2 · 300 waybills',
      ]),
    );
    expect(await screen.findByRole('columnheader', { name: 'Desk' })).toBeInTheDocument();
    const own = (await screen.findByText(ledger[0]!.waybillCode)).closest('[role="row"]') as HTMLElement;
    expect(within(own).getByTitle('desk 1')).toHaveTextContent('desk 1this desk');
    const theirs = screen.getByText(ledger[3]!.waybillCode).closest('[role="row"]') as HTMLElement;
    expect(within(theirs).getByTitle('desk 2')).toHaveTextContent(/^desk 2$/);

    fireEvent.change(select, { target: { value: 'desk 2' } });
    await waitFor(() => expect(screen.getByTestId('matching-count')).toHaveTextContent('300'));
    expect(
      calls.some(
        (c) => c.channel === 'waybills.list' && (c.input.filter as { desk?: string }).desk === 'desk 2',
      ),
    ).toBe(true);
    expect(screen.queryByText(ledger[0]!.waybillCode)).not.toBeInTheDocument();
  });

  it('a merged waybill shows its first order, how many it holds, and every order number', async () => {
    renderScreen();
    const first = await screen.findByText(ledger[0]!.orderSn);
    const cell = first.closest('[role="gridcell"]') as HTMLElement;
    expect(cell).toHaveTextContent('merged: 3 orders');
    expect(cell).toHaveAttribute('title', ledger[0]!.orderSns.join('\n'));
    expect(cell).toHaveAttribute('aria-description', ledger[0]!.orderSns.join(', '));
    const single = (await screen.findByText(ledger[1]!.orderSn)).closest('[role="gridcell"]') as HTMLElement;
    expect(single).not.toHaveTextContent('merged');
    expect(single).not.toHaveAttribute('title');
  });

  it('shift-click selects the range from the last clicked row', async () => {
    renderScreen();
    await screen.findByText(ledger[0]!.waybillCode);
    fireEvent.click(checkbox(2));
    fireEvent.click(checkbox(6), { shiftKey: true });
    await waitFor(() => expect(selectedCount()).toContain('5'));
    for (const i of [2, 3, 4, 5, 6]) expect(checkbox(i)).toBeChecked();
    expect(checkbox(1)).not.toBeChecked();
    expect(checkbox(7)).not.toBeChecked();
  });

  it('keyboard: ↓ moves, Space selects, Shift+↓ extends', async () => {
    renderScreen();
    await screen.findByText(ledger[0]!.waybillCode);
    const grid = screen.getByRole('grid');
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: ' ' });
    fireEvent.keyDown(grid, { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(grid, { key: 'ArrowDown', shiftKey: true });
    await waitFor(() => expect(checkbox(3)).toBeChecked());
    expect([0, 1, 2, 3].map((i) => checkbox(i).getAttribute('aria-checked'))).toEqual([
      'false',
      'true',
      'true',
      'true',
    ]);
  });

  it('"select all matching" selects every waybill of the filter, not just the loaded ones', async () => {
    renderScreen();
    await screen.findByText(ledger[0]!.waybillCode);
    fireEvent.click(screen.getByRole('button', { name: /Select all 1,200 matching/ }));
    await waitFor(() => expect(selectedCount()).toContain('1,200'));
    expect(useWaybillSelection.getState().selected.has(TOTAL)).toBe(true);
  });

  it('recycle: confirm with count and charge, then results; failures stay selected', async () => {
    renderScreen();
    await screen.findByText(ledger[0]!.waybillCode);
    for (const i of [0, 1, 2, 3, 4, 5]) fireEvent.click(checkbox(i));
    fireEvent.click(screen.getByRole('button', { name: /Recycle 6 selected/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Recycle 6 waybills?' });
    expect(within(confirm).getByText(/at most 1 points/)).toBeInTheDocument();
    // It charges and cannot be undone: Cancel has the focus, and a scanner's Enter cannot press a button.
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(confirm).toHaveAttribute('data-spends', 'true');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Recycle 6 waybills' }));
    const done = await screen.findByRole('dialog', { name: 'Recycle finished' });
    const results = within(done).getByRole('table', { name: 'Recycle results' });
    // The desk's words for a refusal it recognises, the order number beside each code; no retry for a refusal.
    expect(within(results).getAllByText('not the carrier that issued it')).toHaveLength(2);
    expect(within(results).getByText(ledger[0]!.orderSn)).toBeInTheDocument();
    expect(within(done).getByText(/The 2 failed waybills stay selected/)).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    const recycleCall = calls.find((c) => c.channel === 'waybills.recycle');
    expect(recycleCall?.input.ids).toHaveLength(6);
    // The 3rd and 6th of the run failed: exactly they remain selected.
    const failedIds = (recycleCall?.input.ids as number[]).filter((_, i) => i % 3 === 2);
    expect([...useWaybillSelection.getState().selected].sort()).toEqual(failedIds.sort());
    expect(selectedCount()).toContain('2');
  });

  it('flags waybills never printed for more than 3 days and filters the list to them in one click', async () => {
    renderScreen();
    const banner = await screen.findByTestId('forgotten-waybills');
    // Every third waybill of the stand-in ledger was never printed, all issued long ago.
    expect(banner).toHaveTextContent('400 waybills were fetched more than 3 days ago and never printed.');
    expect(banner).toHaveTextContent('recycle');
    expect((await screen.findAllByTestId('stale-unprinted')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Show them' }));
    await waitFor(() => expect(screen.getByTestId('matching-count')).toHaveTextContent('400'));
    expect(screen.getByRole('combobox', { name: 'Printed' })).toHaveValue('unprinted');
    useWaybillFilter.getState().reset();
  });
});
