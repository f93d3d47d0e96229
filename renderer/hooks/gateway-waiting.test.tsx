// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { SellerToolsBridge } from '../../shared/ipc/events';
import { screenSuite } from '../testing/screen-test-kit';
import { useGatewayWaiting } from './gateway-waiting';

/* A fetch held back by the gateway's rate limit says so, in the seller's words, as main tells it. */

const listeners = new Set<(payload: unknown) => void>();
const bridge: SellerToolsBridge = {
  call: () => Promise.resolve({ ok: true, value: null }),
  on(event, listener) {
    if (event !== 'gateway.waiting') return () => undefined;
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
screenSuite(bridge);

const tell = (payload: unknown) => act(() => listeners.forEach((l) => l(payload)));

/** The words the fetch dialog's busy button shows. */
function FetchWord() {
  const { t } = useTranslation('fetch');
  return <span>{useGatewayWaiting('fetchWaybills') ? t('waitingRateLimit') : t('fetching')}</span>;
}

describe('useGatewayWaiting', () => {
  it("follows main's gateway.waiting for its operation only", () => {
    render(<FetchWord />);
    expect(screen.getByText('Fetching…')).toBeInTheDocument();
    tell({ op: 'recycleWaybills', waiting: true });
    expect(screen.getByText('Fetching…')).toBeInTheDocument();
    tell({ op: 'fetchWaybills', waiting: true });
    expect(screen.getByText("Waiting for the gateway's rate limit…")).toBeInTheDocument();
    tell({ op: 'fetchWaybills', waiting: false });
    expect(screen.getByText('Fetching…')).toBeInTheDocument();
  });
});
