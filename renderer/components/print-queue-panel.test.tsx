// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PrintQueueStatus } from '../../shared/ipc/channels/print-queue';
import type { IpcError } from '../../shared/ipc/errors';
import type { SellerToolsBridge } from '../../shared/ipc/events';
import { i18next } from '../i18n';
import { renderWithQueries, screenSuite } from '../testing/screen-test-kit';
import { PrintQueuePanel } from './print-queue-panel';

/*
 * The print queue panel against a stand-in for main's router: a refused action is said where it was taken, in
 * the seller's language, and the next action clears it. (e2e refuses a Move through the real router.)
 */

const HELD = 'socket://192.168.1.50:9100?language=tspl';
const status: PrintQueueStatus = {
  connections: [
    {
      connection: HELD,
      printer: HELD,
      desk: 'desk 1',
      mine: true,
      deskGone: false,
      queued: 2,
      inFlight: 0,
      failed: 0,
      mayHavePrinted: 1,
      held: { reason: 'paper-out', detail: 'paper out' },
      lastError: null,
      uncertain: [
        {
          id: 7,
          waybillId: 70,
          waybillCode: 'YT7000',
          copy: 1,
          attempts: 1,
          reason: 'dropped',
          error: 'connection reset',
          at: 1_718_000_000_000,
        },
      ],
    },
  ],
};

/** What the stand-in router refuses, by channel; any other channel answers `{ count: 1 }`. */
const refusals = new Map<string, IpcError>();
const sent: string[] = [];
const bridge: SellerToolsBridge = {
  call(channel) {
    if (channel === 'printQueue.status') return Promise.resolve({ ok: true, value: status });
    sent.push(channel);
    const error = refusals.get(channel);
    return Promise.resolve(error ? { ok: false, error } : { ok: true, value: { count: 1 } });
  },
  on: () => () => undefined,
};

const badAddress: IpcError = {
  kind: 'invalid-request',
  msg: 'to: port "99999" must be a number from 1 to 65535',
  field: 'to',
};
const ledgerAway: IpcError = {
  kind: 'ledger-unreachable',
  msg: 'The shared ledger db.lan:5432/shop cannot be reached',
  server: 'db.lan:5432/shop',
};

describe('<PrintQueuePanel>', () => {
  screenSuite(bridge);
  beforeEach(() => {
    refusals.clear();
    sent.length = 0;
  });

  it('says why a Move was refused under the queue’s buttons, and Retry clears it', async () => {
    refusals.set('printQueue.move', badAddress);
    const user = userEvent.setup({ delay: null });
    renderWithQueries(<PrintQueuePanel />);
    const queue = await screen.findByTestId('print-queue-connection');
    await user.type(
      within(queue).getByLabelText('Move to printer (device address)'),
      'socket://10.0.0.9:99999',
    );
    await user.click(within(queue).getByRole('button', { name: 'Move' }));
    const refusal = await within(queue).findByTestId('print-queue-refusal');
    expect(within(refusal).getByRole('alert')).toHaveTextContent('Something in the request is not valid');
    expect(refusal).toHaveTextContent('Check “Move to printer (device address)”; nothing was charged.');
    // Said beside the queue's own buttons, not among the labels that may have printed.
    expect(within(screen.getByTestId('print-queue-uncertain')).queryByRole('alert')).toBeNull();

    await user.click(within(queue).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(sent).toEqual(['printQueue.move', 'printQueue.retry']));
    expect(within(queue).queryByTestId('print-queue-refusal')).toBeNull();
  });

  it('says a refused Mark printed among the labels it was about, in Chinese for a Chinese desk', async () => {
    refusals.set('printQueue.markPrinted', ledgerAway);
    await i18next.changeLanguage('zh-CN');
    try {
      const user = userEvent.setup({ delay: null });
      renderWithQueries(<PrintQueuePanel />);
      const uncertain = await screen.findByTestId('print-queue-uncertain');
      await user.click(within(uncertain).getByRole('button', { name: /标记.*已打印/ }));
      // Marking a label printed spends nothing: the refusal says to try again, and claims nothing about charges.
      const alert = await within(uncertain).findByRole('alert');
      expect(alert).toHaveTextContent('无法连接共享账本 db.lan:5432/shop，请稍后重试');
      expect(alert).not.toHaveTextContent('扣费');
      // Said once, there: not also under the queue's Retry / Move / Cancel.
      expect(screen.getAllByTestId('print-queue-refusal')).toHaveLength(1);
      expect(within(uncertain).getByTestId('print-queue-refusal')).toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it("says the reason in the seller's words, the printer's own words only under technical details", async () => {
    await i18next.changeLanguage('zh-CN');
    try {
      renderWithQueries(<PrintQueuePanel />);
      const held = await screen.findByTestId('print-queue-held');
      expect(held).toHaveTextContent('打印机缺纸（标签纸）：请装入新纸卷。');
      const fold = within(held).getByText('技术细节').closest('details');
      expect(fold).toHaveTextContent('paper out');
      expect(fold).not.toHaveAttribute('open');
      const uncertain = screen.getByTestId('print-queue-uncertain');
      expect(uncertain).toHaveTextContent('YT7000 · 打印中连接断开');
      expect(uncertain).not.toHaveTextContent('connection reset');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});

describe('<PrintQueuePanel> of labels nothing waits for, and of another desk', () => {
  const show = (connection: PrintQueueStatus['connections'][number]) => {
    status.connections = [connection];
  };
  const base = status.connections[0]!;
  screenSuite(bridge);
  beforeEach(() => {
    sent.length = 0;
  });

  it('offers no Cancel when no label waits (never "cancel 0 labels")', async () => {
    show({
      ...base,
      queued: 0,
      failed: 0,
      held: { reason: 'silent', detail: 'no answer to the status query' },
    });
    renderWithQueries(<PrintQueuePanel />);
    const queue = await screen.findByTestId('print-queue-connection');
    expect(within(queue).getByTestId('print-queue-held')).toHaveTextContent(
      'The printer did not answer: it may be out of labels or its cover open.',
    );
    expect(within(queue).queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });

  it('shows labels sent to a printer that reports no status as "sent, not confirmed"', async () => {
    const job = { ...base.uncertain[0]!, reason: 'unconfirmed' as const, error: 'no answer' };
    show({ ...base, held: null, queued: 0, mayHavePrinted: 1, uncertain: [job] });
    renderWithQueries(<PrintQueuePanel />);
    const group = await screen.findByTestId('print-queue-unconfirmed');
    expect(group).toHaveTextContent('1 label sent, not confirmed');
    expect(screen.queryByTestId('print-queue-mayHavePrinted')).toBeNull();
  });

  it("names another desk's labels, and lets them be settled only once its lease ran out", async () => {
    const job = { ...base.uncertain[0]!, reason: 'stopped-sent' as const };
    const other = { ...base, desk: 'desk 2', mine: false, held: null, uncertain: [job] };
    show({ ...other, deskGone: false });
    const { unmount } = renderWithQueries(<PrintQueuePanel />);
    const queue = await screen.findByTestId('print-queue-connection');
    expect(queue).toHaveTextContent('Desk desk 2');
    expect(within(queue).getByTestId('print-queue-other-desk')).toHaveTextContent('still running');
    expect(within(queue).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(within(queue).getByRole('button', { name: 'Mark 1 label printed' })).toBeDisabled();
    expect(within(queue).getByRole('button', { name: 'Cancel 2 labels' })).toBeDisabled();
    expect(queue).toHaveTextContent(
      'YT7000 · the printer took it whole; the desk stopped before the printer confirmed it',
    );
    unmount();
    show({ ...other, deskGone: true });
    const user = userEvent.setup({ delay: null });
    renderWithQueries(<PrintQueuePanel />);
    const gone = await screen.findByTestId('print-queue-connection');
    await user.click(within(gone).getByRole('button', { name: 'Cancel 2 labels' }));
    await user.click(within(gone).getByRole('button', { name: 'Mark 1 label printed' }));
    await waitFor(() => expect(sent).toEqual(['printQueue.cancel', 'printQueue.markPrinted']));
  });
});
