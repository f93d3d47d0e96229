// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ScanEntry, ScanStatus } from '../../../shared/ipc/channels/scan';
import type { SellerToolsBridge } from '../../../shared/ipc/events';
import { i18next } from '../../i18n';
import { ScanScreen } from '.';
import { queuedScanEntry } from '../../../shared/scan/queued-scan-entry';

/* The Scan screen against a stand-in for main's router: the input, the card and the list, in English. */

const entry = (seq: number, patch: Partial<ScanEntry>): ScanEntry => ({
  ...queuedScanEntry(seq, `O${seq}`, 1_718_000_000_000 + seq),
  ...patch,
});

const submitted: string[] = [];
const listeners = new Map<string, Set<(payload: unknown) => void>>();
let status: ScanStatus = {
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

const renderScreen = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
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

  it('the card: colour, icon and word for a refusal; the list gains each scan as main reports it', async () => {
    status = { ...status, entries: [] };
    renderScreen();
    await screen.findByText('Ready to scan');
    act(() =>
      emit('scan.changed', {
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
      emit('scan.changed', {
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

  it('says what the default print profile lacks', async () => {
    status = { ...status, ready: false, gaps: ['carrier', 'sender'], entries: [] };
    renderScreen();
    const alert = await screen.findByTestId('scan-not-ready');
    expect(alert).toHaveTextContent('Choose the carrier.');
    expect(alert).toHaveTextContent('Choose a saved sender.');
  });
});
