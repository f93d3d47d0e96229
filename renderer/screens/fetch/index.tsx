import { useEffect } from 'react';
import { useSettings } from '../../hooks/settings';
import { useFetchDialog } from '../../store/fetch-dialog-store';
import { useFetchDraft } from '../../store/fetch-draft';
import { FetchDialog } from './fetch-dialog';

/** Mounted by the shell; shows the Fetch waybills dialog when the Orders screen opens it. */
export function FetchDialogHost() {
  const open = useFetchDialog((s) => s.open);
  const close = useFetchDialog((s) => s.close);
  const settings = useSettings().data;
  const draft = useFetchDraft((s) => s.draft);
  useEffect(() => {
    if (open && settings) useFetchDraft.getState().ensure(settings);
  }, [open, settings]);
  if (!open || !settings || !draft) return null;
  return <FetchDialog settings={settings} onClose={close} />;
}

export { useFetchDialog } from '../../store/fetch-dialog-store';
