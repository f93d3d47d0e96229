// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ScanEntry, ScanStatus } from '../../../shared/ipc/channels/scan';
import type { SellerToolsBridge } from '../../../shared/ipc/events';
import { useDeskEvents } from '../../hooks/events';
import { i18next } from '../../i18n';
import { ScanScreen } from '.';
import { queuedScanEntry } from '../../../shared/scan-station/queued-scan-entry';

/* The Scan screen against a stand-in for main's router: the input, the card and the list, in English. */

const entry = (seq: number, patch: Partial<ScanEntry>): ScanEntry => ({
  ...queuedScanEntry(seq, `O${seq}`, 1_718_000_000_000 + seq),
  ...patch,
});

const submitted: string[] = [];
const listeners = new Map<string, Set<(payload: unknown) => void>>();
let status: ScanStatus = {
  check: null,
  ready: true,
  gaps: [],
  profile: {
    cpCode: 'YTO',
    senderId: 'demo',
    templateUrl: 't',
    labelSize: '100x150',
    printer: null,
    needEncrypt: false,
  },
  entries: [],
  pending: 0,
  pointsSpent: 0,
  printsTo: null,
};
const bridge: SellerToolsBridge = {
  call(channel, raw) {
    const ok = (value: unknown) => Promise.resolve({ ok: true, value });
    if (channel === 'scan.status') return ok(status);
    // The desk session's points (syncs and fetches elsewhere too): the header shows them as the status bar does.
    if (channel === 'account.charges') return ok({ session: 7 });
    if (channel === 'scan.submit') {
      const code = (raw as { code: string }).code;
      submitted.push(code);
      return ok(entry(submitted.length, { code }));
    }
    if (channel === 'scan.reprint') {
      // Main refuses: the waybill was recycled since (void); its change reaches the screen as an event.
      const seq = (raw as { seq: number }).seq;
      const refused = entry(seq, {
        state: 'refused',
        action: 'reprint',
        reason: 'reprint-recycled',
        voided: true,
        waybillIds: [5],
        waybillCodes: ['YT555'],
      });
      setTimeout(() => report({ entry: refused, pending: 0, pointsSpent: 0 }), 0);
      return ok(refused);
    }
    if (channel === 'settings.get')
      return Promise.resolve({ ok: false, error: { kind: 'internal', msg: 'n/a' } });
    return Promise.resolve({ ok: false, error: { kind: 'internal', msg: `no ${channel}` } });
  },
  on(event, listener) {
    const set = listeners.get(event) ?? new Set();
    set.add(listener);
    listeners.set(event, set);
    return () => set.delete(listener);
  },
};
const emit = (event: string, payload: unknown) => listeners.get(event)?.forEach((l) => l(payload));
/** Main's station moved: its state holds the entry, and it tells both the change and the entry. */
const report = (scan: { entry: ScanEntry; pending: number; pointsSpent: number }) => {
  const rest = status.entries.filter((e) => e.seq !== scan.entry.seq);
  status = {
    ...status,
    entries: [scan.entry, ...rest],
    pending: scan.pending,
    pointsSpent: scan.pointsSpent,
  };
  emit('changed', { topic: 'scan' });
  emit('scan.changed', scan);
};

function Events() {
  useDeskEvents();
  return null;
}

const renderScreen = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Events />
      <ScanScreen />
    </QueryClientProvider>,
  );

describe('<ScanScreen>', () => {
  beforeAll(async () => {
    window.sellerTools = bridge;
    await i18next.changeLanguage('en');
  });
  afterEach(cleanup);

  it('one focused input named for the packer; Enter sends the scan and empties it', async () => {
    renderScreen();
    const input = screen.getByRole('textbox', { name: 'Scan order or waybill number' });
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: '240611-0001' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(submitted).toEqual(['240611-0001']));
    expect(input).toHaveValue('');
  });

  it("the profile line names the carrier in the desk's language (English: no Chinese name)", async () => {
    renderScreen();
    const profile = await screen.findByTestId('scan-profile');
    expect(profile).toHaveTextContent('YTO Express');
    expect(profile.textContent).not.toMatch(/\p{Script=Han}/u);
  });

  it('the card: colour, icon and word for a refusal; the list gains each scan as main reports it', async () => {
    status = { ...status, entries: [] };
    renderScreen();
    await screen.findByText('Ready to scan');
    act(() =>
      report({
        entry: entry(7, { code: 'NOPE', state: 'refused', action: 'refuse', reason: 'unknown' }),
        pending: 0,
        pointsSpent: 0,
      }),
    );
    const card = await screen.findByTestId('scan-card');
    expect(card).toHaveAttribute('data-look', 'bad');
    expect(card).toHaveTextContent('✕');
    expect(card).toHaveTextContent('Unknown number');
    expect(card).toHaveTextContent('Nothing was charged');
    act(() =>
      report({
        entry: entry(8, {
          state: 'printed',
          action: 'fetch',
          waybillIds: [3],
          waybillCodes: ['YT123'],
          sortationName: '749-21 南山区',
          charged: 1,
        }),
        pending: 0,
        pointsSpent: 1,
      }),
    );
    await waitFor(() => expect(screen.getByTestId('scan-card')).toHaveAttribute('data-look', 'ok'));
    expect(screen.getByTestId('scan-card')).toHaveTextContent('Printed — new waybill');
    expect(screen.getByTestId('scan-card')).toHaveTextContent('749-21 南山区');
    expect(screen.getByTestId('scan-points')).toHaveTextContent('7');
    expect(screen.getByRole('button', { name: 'Reprint YT123' })).toBeInTheDocument();
  });

  it('a reprint of a waybill recycled since: refused on the card with the error tone; a void row offers none', async () => {
    status = { ...status, ready: true, gaps: [], entries: [] };
    renderScreen();
    await screen.findByText('Ready to scan');
    const printed = {
      state: 'dialog' as const,
      action: 'fetch' as const,
      waybillIds: [5],
      waybillCodes: ['YT555'],
    };
    act(() => {
      report({ entry: entry(20, printed), pending: 0, pointsSpent: 1 });
      report({ entry: entry(21, { ...printed, waybillIds: [6], voided: true }), pending: 0, pointsSpent: 1 });
    });
    expect(await screen.findByRole('button', { name: 'Reprint YT555' })).toBeInTheDocument();
    expect(document.querySelector('tr[data-seq="21"]')).toHaveTextContent('recycled (void)');
    expect(screen.getAllByRole('button', { name: /^Reprint / })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Reprint YT555' }));
    await waitFor(() =>
      expect(screen.getByTestId('scan-card')).toHaveTextContent(
        'A recycled waybill is void and cannot be reprinted',
      ),
    );
    expect(screen.getByTestId('scan-card')).toHaveAttribute('data-tone', 'error');
    expect(screen.queryByRole('button', { name: 'Reprint YT555' })).not.toBeInTheDocument();
  });

  it('a label sent to a label printer: "sent to printer" with its name, no reprint offered; then printed, or red with the printer\'s reason', async () => {
    status = { ...status, ready: true, gaps: [], entries: [] };
    renderScreen();
    await screen.findByText('Ready to scan');
    const printer = 'socket://192.168.1.50:9100?language=tspl';
    const sent = {
      state: 'sending' as const,
      action: 'fetch' as const,
      waybillIds: [9],
      waybillCodes: ['YT999'],
      dispatchMs: 40,
      queue: { printer, jobIds: [31], reason: null, mayHavePrinted: false },
    };
    act(() => report({ entry: entry(30, sent), pending: 0, pointsSpent: 1 }));
    const card = await screen.findByTestId('scan-card');
    expect(card).toHaveAttribute('data-look', 'sent');
    expect(card).toHaveAttribute('data-tone', 'success');
    expect(card).toHaveTextContent('Sent to printer — new waybill');
    expect(screen.getByTestId('scan-card-printer')).toHaveTextContent('TSPL · 192.168.1.50:9100');
    expect(card).toHaveTextContent('It counts as printed once the printer confirms it.');
    expect(card).not.toHaveTextContent('Printed — new waybill');
    expect(screen.queryByRole('button', { name: 'Reprint YT999' })).not.toBeInTheDocument();
    act(() => report({ entry: entry(30, { ...sent, state: 'printed' }), pending: 0, pointsSpent: 1 }));
    await waitFor(() => expect(screen.getByTestId('scan-card')).toHaveAttribute('data-look', 'ok'));
    expect(screen.getByTestId('scan-card')).toHaveTextContent('Printed — new waybill');
    const held = {
      ...sent,
      state: 'failed' as const,
      reason: 'printer-held' as const,
      detail: 'printer says paper-out',
      queue: { ...sent.queue, jobIds: [32], reason: 'paper-out' as const },
    };
    act(() => report({ entry: entry(31, held), pending: 0, pointsSpent: 2 }));
    await waitFor(() => expect(screen.getByTestId('scan-card')).toHaveAttribute('data-look', 'bad'));
    expect(screen.getByTestId('scan-card')).toHaveAttribute('data-tone', 'error');
    expect(screen.getByTestId('scan-card')).toHaveTextContent('Not printed — the printer queue holds it');
    expect(screen.getByTestId('scan-card-hint')).toHaveTextContent(
      'The printer is out of paper (labels): load a new roll. The label waits in the queue of ' + printer,
    );
    expect(document.querySelector('tr[data-seq="31"]')).toHaveAttribute('data-state', 'failed');
  });

  it('says what the default print profile lacks', async () => {
    status = { ...status, ready: false, gaps: ['carrier', 'sender'], entries: [] };
    renderScreen();
    const alert = await screen.findByTestId('scan-not-ready');
    expect(alert).toHaveTextContent('Choose the carrier.');
    expect(alert).toHaveTextContent('Choose a saved sender.');
  });
});
