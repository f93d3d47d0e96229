import { useState } from 'react';
import { useSettings, useUpdateSettings } from '../../hooks/settings';

/** The goods check's switch: it shows the packer's choice at once, while the settings save. */
export const usePackSwitch = () => {
  const settings = useSettings().data;
  const updateSettings = useUpdateSettings();
  const [asked, setAsked] = useState<boolean | null>(null);
  const packCheck = asked ?? settings?.packCheck ?? false;
  const setPackCheck = (on: boolean) => {
    setAsked(on);
    updateSettings.mutate({ packCheck: on }, { onSettled: () => setAsked(null) });
  };
  return { packCheck, setPackCheck, loaded: settings !== undefined };
};
