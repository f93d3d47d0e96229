// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SellerToolsBridge } from '../../../shared/ipc/events';
import { useDeskEvents } from '../../hooks/events';
import { useSettingChoice } from '../../hooks/settings';
import { usePackSwitch } from './use-pack-switch';

/*
 * The goods check's switch shows the packer's choice from the click on: main answers the save before its
 * `changed` notice has re-read the settings, and the switch must not fall back to the old value in between (a
 * click that "did not change the state").
 */

let packCheck = false;
let handoverPrintTo = 'a4';
const listeners = new Set<(payload: unknown) => void>();
/** Main's `changed` notice for the settings, held back until the test lets it go. */
let tellSettingsChanged: () => void = () => undefined;
const bridge: SellerToolsBridge = {
  call(channel, raw) {
    const ok = (value: unknown) => Promise.resolve({ ok: true, value });
    if (channel === 'settings.get') return ok({ packCheck, handoverPrintTo });
    if (channel === 'settings.update') {
      ({ packCheck = packCheck, handoverPrintTo = handoverPrintTo } = raw as {
        packCheck?: boolean;
        handoverPrintTo?: string;
      });
      tellSettingsChanged = () => listeners.forEach((l) => l({ topic: 'settings' }));
      return ok({ packCheck, handoverPrintTo });
    }
    return Promise.resolve({ ok: false, error: { kind: 'internal', msg: `no ${channel}` } });
  },
  on(event, listener) {
    if (event !== 'changed') return () => undefined;
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('the goods check switch', () => {
  beforeAll(() => {
    window.sellerTools = bridge;
  });

  it('keeps showing the choice after the save answers and until the settings say the same', async () => {
    const { result } = renderHook(
      () => {
        useDeskEvents();
        return usePackSwitch();
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.packCheck).toBe(false);

    act(() => result.current.setPackCheck(true));
    expect(result.current.packCheck).toBe(true);
    // The save has answered; the settings' notice has not come yet: still on.
    await waitFor(() => expect(packCheck).toBe(true));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(result.current.packCheck).toBe(true);

    act(() => tellSettingsChanged());
    await waitFor(() => expect(result.current.packCheck).toBe(true));
    // Switched off again, by the same path.
    act(() => result.current.setPackCheck(false));
    expect(result.current.packCheck).toBe(false);
    act(() => tellSettingsChanged());
    await waitFor(() => expect(packCheck).toBe(false));
    expect(result.current.packCheck).toBe(false);
  });

  it('the handover list’s printer choice (a select, by the same hook) does not fall back either', async () => {
    const { result } = renderHook(
      () => {
        useDeskEvents();
        return useSettingChoice('handoverPrintTo');
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.value).toBe('a4'));
    act(() => result.current.choose('100x150'));
    await waitFor(() => expect(handoverPrintTo).toBe('100x150'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(result.current.value).toBe('100x150');
    act(() => tellSettingsChanged());
    await waitFor(() => expect(result.current.value).toBe('100x150'));
  });
});
