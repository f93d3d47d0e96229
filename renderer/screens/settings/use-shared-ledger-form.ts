import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SharedLedgerSettings } from '../../../shared/ipc/channels/shared-ledger';
import type { useSaveSharedLedger } from '../../hooks/shared-ledger';
import { ipcErrorOf } from '../../components/ipc-error';
import { validationMessage } from '../../components/validation-message';
import { usePlainStorageConsent } from './use-plain-storage-consent';

/**
 * The shared-ledger form's state, from what is saved: address, desk name, a new password (never read back), the
 * consent to keep it unencrypted, and the save; a refused address is said in the seller's language.
 */
export function useSharedLedgerForm(
  data: SharedLedgerSettings,
  save: ReturnType<typeof useSaveSharedLedger>,
) {
  const { t, i18n } = useTranslation('settings');
  const refused = save.error ? ipcErrorOf(save.error) : null;
  const urlError = refused?.field === 'url' ? validationMessage(refused.msg, t, i18n.language) : null;
  const [url, setUrl] = useState(data.url);
  const [deskName, setDeskName] = useState(data.deskName);
  const [password, setPassword] = useState('');
  const [allowPlain, setAllowPlain] = useState(false);
  const needsPlainConsent = usePlainStorageConsent() && password !== '';

  const submit = () =>
    save.mutate(
      {
        url: url.trim(),
        deskName: deskName.trim(),
        ...(password !== '' ? { password } : {}),
        ...(needsPlainConsent ? { allowPlainStorage: allowPlain } : {}),
      },
      { onSuccess: () => setPassword('') },
    );

  return {
    url,
    setUrl,
    urlError,
    deskName,
    setDeskName,
    password,
    setPassword,
    allowPlain,
    setAllowPlain,
    needsPlainConsent,
    submit,
  };
}
