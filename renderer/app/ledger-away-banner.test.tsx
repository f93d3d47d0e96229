// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '../i18n';
import { IpcCallError } from '../ipc';
import { LedgerAwayBanner } from './ledger-away-banner';

/* The shared ledger's server away: the banner names it and says how old the data on screen is; it leaves by itself. */

describe('LedgerAwayBanner', () => {
  beforeAll(() => i18next.changeLanguage('en'));
  afterEach(cleanup);

  it('names the server and the age of the last data, and leaves when the reads answer again', () => {
    const qc = new QueryClient();
    const readAt = Date.now() - 3 * 60_000;
    qc.setQueryData(['waybills.list', {}], { rows: [], total: 0 }, { updatedAt: readAt });
    render(
      <QueryClientProvider client={qc}>
        <LedgerAwayBanner />
      </QueryClientProvider>,
    );
    expect(screen.queryByTestId('ledger-away')).toBeNull();

    const query = qc.getQueryCache().find({ queryKey: ['waybills.list', {}] })!;
    act(() =>
      query.setState({
        status: 'error',
        error: new IpcCallError({ kind: 'ledger-unreachable', msg: 'away', server: 'db.lan:5432/shop' }),
      }),
    );
    const banner = screen.getByTestId('ledger-away');
    expect(banner).toHaveTextContent('The shared ledger db.lan:5432/shop cannot be reached');
    expect(banner).toHaveTextContent('(3 min ago)');

    act(() => void qc.setQueryData(['waybills.list', {}], { rows: [], total: 0 }));
    expect(screen.queryByTestId('ledger-away')).toBeNull();
  });
});
