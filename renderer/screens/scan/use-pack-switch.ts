import { useState } from 'react';
import { useSettings, useUpdateSettings } from '../../hooks/settings';

/**
 * The goods check's switch: it shows the packer's choice at once and keeps it until the settings read back say the
 * same (main answers the save before its `changed` notice re-reads them: falling back in between flips the switch
 * back under the packer's finger), or the save fails.
 */
export const usePackSwitch = () => {
  const settings = useSettings().data;
  const updateSettings = useUpdateSettings();
  const [asked, setAsked] = useState<boolean | null>(null);
  const saved = settings?.packCheck;
  // Adjusted while rendering (React's way for state that follows a read value): no extra effect pass.
  if (asked !== null && saved === asked) setAsked(null);
  const packCheck = asked ?? saved ?? false;
  const setPackCheck = (on: boolean) => {
    setAsked(on);
    updateSettings.mutate({ packCheck: on }, { onError: () => setAsked(null) });
  };
  return { packCheck, setPackCheck, loaded: settings !== undefined };
};
