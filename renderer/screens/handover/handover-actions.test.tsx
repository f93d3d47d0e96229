// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HandoverBatch, HandoverPrintListOutcome } from '../../../shared/ipc/channels/handover';
import type { HandoverPrintTo } from '../../../shared/ipc/channels/settings';
import type { SellerToolsBridge } from '../../../shared/ipc/events';
import { renderWithQueries, screenSuite } from '../../testing/screen-test-kit';
import { HandoverActions } from './handover-actions';

/*
 * Where the handover list prints, against a stand-in for main's router: A4 or a label printer, the desk's last
 * choice kept in its settings; a label printer that cannot be reached says so and leaves the A4 list one click away.
 */

const LABEL_PRINTER = {
  size: '100x150' as const,
  uri: 'socket://192.168.1.50:9100',
  language: 'tspl' as const,
};

const batchOf = (closedAt: number | null): HandoverBatch => ({
  id: 12,
  cpCode: 'ZTO',
  desk: 'desk 1',
  openedAt: 1_718_000_000_000,
  closedAt,
  count: 1,
  reopens: [],
  scans: [
    {
      waybill: {
        id: 1,
        waybillCode: 'ZT1',
        cpCode: 'ZTO',
        orderSns: ['A1'],
        status: 'live',
        printed: 'printed',
        lastPrintedAt: 1,
      },
      desk: 'desk 1',
      scannedAt: 1,
      confirmed: false,
    },
  ],
});

/** What the stand-in router holds: the label printers, the saved choice, the label printer's answer. */
const desk = {
  printers: [LABEL_PRINTER] as (typeof LABEL_PRINTER)[],
  printTo: undefined as HandoverPrintTo | undefined,
  labelAnswer: {
    outcome: 'sent',
    printer: LABEL_PRINTER.uri,
    labels: 2,
    message: '',
  } as HandoverPrintListOutcome,
};
const sent: Array<{ channel: string; input: unknown }> = [];
const bridge: SellerToolsBridge = {
  call(channel, input) {
    sent.push({ channel, input });
    const answers: Record<string, unknown> = {
      'handover.labelPrinters': { printers: desk.printers },
      'settings.get': { handoverPrintTo: desk.printTo },
      'settings.update': {},
      'handover.close': batchOf(1_718_000_100_000),
      'handover.print': { mode: 'dialog', printed: true, pages: 1 },
      'handover.printList': desk.labelAnswer,
    };
    if (channel === 'settings.update')
      desk.printTo = (input as { handoverPrintTo: HandoverPrintTo }).handoverPrintTo;
    return Promise.resolve({ ok: true, value: answers[channel] });
  },
  on: () => () => undefined,
};
screenSuite(bridge);

beforeEach(() => {
  sent.length = 0;
  desk.printers = [LABEL_PRINTER];
  desk.printTo = undefined;
  desk.labelAnswer = { outcome: 'sent', printer: LABEL_PRINTER.uri, labels: 2, message: '' };
});

const calls = (channel: string) => sent.filter((s) => s.channel === channel).map((s) => s.input);
const noop = () => undefined;

describe('where the handover list prints', () => {
  it('offers A4 and each label printer, and keeps the choice in the desk settings', async () => {
    renderWithQueries(<HandoverActions batch={batchOf(null)} onReopen={noop} />);
    const where = await screen.findByRole('combobox', { name: 'Print to' });
    await waitFor(() => expect(where).toHaveValue('a4'));
    expect(screen.getByRole('option', { name: 'Label printer 100 × 150 mm' })).toBeInTheDocument();
    await userEvent.selectOptions(where, '100x150');
    await waitFor(() => expect(calls('settings.update')).toEqual([{ handoverPrintTo: '100x150' }]));
  });

  it('closes the batch onto the label printer the desk chose last, not onto A4', async () => {
    desk.printTo = '100x150';
    renderWithQueries(<HandoverActions batch={batchOf(null)} onReopen={noop} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Print to' })).toHaveValue('100x150'));
    await userEvent.click(
      screen.getByRole('button', { name: 'Close the batch and print the handover list' }),
    );
    expect(await screen.findByText('The handover list went to the label printer (2 labels).')).toBeVisible();
    expect(calls('handover.printList')).toEqual([
      { batchId: 12, size: '100x150', language: 'en', carrierName: expect.any(String) as string },
    ]);
    expect(calls('handover.print')).toEqual([]);
  });

  it('says an unreachable label printer in words and prints the A4 list instead on one click', async () => {
    desk.printTo = '100x150';
    desk.labelAnswer = {
      outcome: 'unreachable',
      printer: LABEL_PRINTER.uri,
      labels: 0,
      message: 'no answer from 192.168.1.50:9100',
      detail: 'ECONNREFUSED',
    };
    renderWithQueries(<HandoverActions batch={batchOf(1_718_000_100_000)} onReopen={noop} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Print to' })).toHaveValue('100x150'));
    await userEvent.click(screen.getByRole('button', { name: 'Print the handover list' }));
    expect(
      await screen.findByText(/The label printer cannot be reached, the list did not print: no answer/),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Print it on A4 instead' }));
    expect(await screen.findByText('The handover list went to the printer (1 pages).')).toBeVisible();
    expect(calls('handover.print')).toEqual([{ batchId: 12, language: 'en' }]);
  });

  it('prints on A4 when no label printer is set up, or the chosen one is gone', async () => {
    desk.printers = [];
    desk.printTo = '100x150';
    renderWithQueries(<HandoverActions batch={batchOf(null)} onReopen={noop} />);
    await waitFor(() => expect(calls('handover.labelPrinters')).toHaveLength(1));
    expect(screen.queryByRole('combobox', { name: 'Print to' })).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: 'Close the batch and print the handover list' }),
    );
    await waitFor(() => expect(calls('handover.print')).toEqual([{ batchId: 12, language: 'en' }]));
    expect(calls('handover.printList')).toEqual([]);
  });
});
