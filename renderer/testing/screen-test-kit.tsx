import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import type { SellerToolsBridge } from '../../shared/ipc/events';
import { i18next } from '../i18n';

/* What the screen tests share: the bridge standing in for main's router, English, and a fresh query client. */

/** For the calling suite: `bridge` stands in for main's router, the desk speaks English, each test unmounts after. */
export function screenSuite(bridge: SellerToolsBridge): void {
  beforeAll(async () => {
    window.sellerTools = bridge;
    await i18next.changeLanguage('en');
  });
  afterEach(cleanup);
}

/** A bridge that records every call (`sent`, emptied before each test) and answers `ok` with `answer(input)`. */
export function recordingBridge(answer: (input: unknown) => unknown) {
  const sent: Array<{ channel: string; input: unknown }> = [];
  beforeEach(() => {
    sent.length = 0;
  });
  const bridge: SellerToolsBridge = {
    call(channel, input) {
      sent.push({ channel, input });
      return Promise.resolve({ ok: true, value: answer(input) });
    },
    on: () => () => undefined,
  };
  return { bridge, sent };
}

/** Renders `ui` inside a fresh query client; `retry: false` fails a query at once instead of retrying it. */
export const renderWithQueries = (ui: ReactElement, options: { retry?: false } = {}) =>
  render(
    <QueryClientProvider
      client={
        new QueryClient(options.retry === false ? { defaultOptions: { queries: { retry: false } } } : {})
      }
    >
      {ui}
    </QueryClientProvider>,
  );
