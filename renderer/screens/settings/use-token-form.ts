import { useState } from 'react';
import { useAuthAlerts } from '../../store/auth-alerts';
import { useClearToken, useSetToken } from '../../hooks/auth';
import { usePlainStorageConsent } from './use-plain-storage-consent';

/** The token form's state: what is typed, the consent to keep it unencrypted, save and clear. */
export function useTokenForm() {
  const setToken = useSetToken();
  const clearToken = useClearToken();
  const dismissUnauthorized = useAuthAlerts((s) => s.dismissUnauthorized);
  const [token, setTokenText] = useState('');
  const [allowPlain, setAllowPlain] = useState(false);
  // Only Electron encrypts with the OS keychain; the web host keeps a 0600 file and needs no consent.
  const needsPlainConsent = usePlainStorageConsent();
  const error = setToken.error ?? clearToken.error;

  const save = () => {
    if (!token.trim()) return;
    setToken.mutate(
      { token: token.trim(), ...(needsPlainConsent ? { allowPlainStorage: allowPlain } : {}) },
      {
        onSuccess: () => {
          setTokenText('');
          dismissUnauthorized();
        },
      },
    );
  };

  return {
    token,
    setTokenText,
    allowPlain,
    setAllowPlain,
    needsPlainConsent,
    save,
    saving: setToken.isPending,
    saved: setToken.isSuccess,
    clear: () => clearToken.mutate(),
    clearing: clearToken.isPending,
    error,
  };
}
