import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SettingsPatch } from '../../shared/ipc/channels/settings';
import type { In } from '../../shared/ipc/contract';
import { call } from '../ipc';
import { queryKey } from './query-keys';

export const useSettings = () =>
  useQuery({
    queryKey: queryKey('settings.get'),
    queryFn: () => call('settings.get', {}),
    staleTime: Infinity,
  });

/**
 * Saves a part of the settings (main tells `settings`: the views re-read by topic); another gateway or shop drops
 * every view (an exception listed in docs/changes.md).
 */
export const useUpdateSettings = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: In<'settings.update'>) => call('settings.update', patch),
    onSuccess: (_settings, patch) => {
      const touchesGateway = ['gateway', 'shopId', 'ownerId', 'mallUserId', 'merchantUserId'].some(
        (k) => k in patch,
      );
      if (touchesGateway) {
        // Another gateway or shop: what is on screen belongs to the old one, so drop it rather than keep showing it.
        void qc.resetQueries({
          predicate: (q) => !['settings.get', 'app.info', 'printers.list'].includes(String(q.queryKey[0])),
        });
      }
    },
  });
};

export const usePrinters = () =>
  useQuery({
    queryKey: queryKey('printers.list'),
    queryFn: () => call('printers.list', {}),
    staleTime: 60_000,
  });

/** The settings a screen flips in place with one control (a switch, a select): a plain value each. */
type FlippedSetting = 'packCheck' | 'handoverPrintTo';

/**
 * One setting flipped in place: the control shows the seller's choice at once and keeps it until the settings read
 * back say the same, or the save fails. Main answers the save before its `changed` notice re-reads the settings:
 * falling back to them in between flips the control back under the seller's finger.
 */
export const useSettingChoice = <K extends FlippedSetting>(key: K) => {
  const settings = useSettings().data;
  const update = useUpdateSettings();
  const [asked, setAsked] = useState<{ value: SettingsPatch[K] } | null>(null);
  const saved = settings?.[key];
  // Adjusted while rendering (React's way for state that follows a read value): no extra effect pass.
  if (asked !== null && Object.is(saved, asked.value)) setAsked(null);
  const choose = (value: SettingsPatch[K]) => {
    setAsked({ value });
    update.mutate({ [key]: value }, { onError: () => setAsked(null) });
  };
  return { value: asked !== null ? asked.value : saved, choose, loaded: settings !== undefined };
};
