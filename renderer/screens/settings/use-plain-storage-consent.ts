import { useAppInfo, useAuthStatus } from '../../hooks/auth';

/**
 * Whether a secret (the token, the ledger's password) may be kept only with the seller's yes: Electron without
 * the OS keychain would keep it unencrypted. The web host keeps a 0600 file and needs no consent.
 */
export function usePlainStorageConsent(): boolean {
  const host = useAppInfo().data?.host;
  const auth = useAuthStatus().data;
  return host === 'electron' && auth !== undefined && !auth.encryptionAvailable;
}
