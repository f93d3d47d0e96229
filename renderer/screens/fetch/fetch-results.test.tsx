// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WaybillFetchOutcome } from '../../../shared/ipc/channels/waybills';
import { i18next } from '../../i18n';
import { FetchResults } from './fetch-results';

/* Waybills the ledger could not take: the seller reads that they were paid for, are kept, and print now. */

const outcome = (recordLater?: number): WaybillFetchOutcome => ({
  intentId: 1,
  charged: 2,
  results: ['O-1', 'O-2'].map((sn, i) => ({
    orderSn: sn,
    orderSns: [sn],
    objectId: `x-${i}`,
    ok: true,
    waybillId: i + 1,
    waybillCode: `YT${i}`,
  })),
  ...(recordLater ? { recordLater } : {}),
});

describe('FetchResults', () => {
  afterEach(cleanup);

  it('says how many paid waybills wait to be recorded, in zh-CN and en', async () => {
    await i18next.changeLanguage('zh-CN');
    render(<FetchResults outcome={outcome(2)} />);
    expect(screen.getByRole('note')).toHaveTextContent('2 张已付费的运单等待记账');
    cleanup();
    await i18next.changeLanguage('en');
    render(<FetchResults outcome={outcome(2)} />);
    expect(screen.getByRole('note')).toHaveTextContent('2 paid waybills waiting to be recorded');
    cleanup();
    render(<FetchResults outcome={outcome()} />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
