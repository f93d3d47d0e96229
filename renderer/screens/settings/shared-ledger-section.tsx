import { useState } from 'react';
import type { SharedLedgerSettings } from '../../../shared/ipc/channels/shared-ledger';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { CheckField, TextField } from '../../components/form-field';
import { Icon } from '../../components/icon';
import { useAppInfo, useAuthStatus } from '../../hooks/auth';
import { useSaveSharedLedger, useSharedLedger } from '../../hooks/shared-ledger';
import { onSubmitRun } from '../../components/on-submit';
import { ipcErrorOf } from '../../components/ipc-error';
import { validationMessage } from '../../components/validation-message';

/**
 * Several desks on one ledger (a PostgreSQL server): its address, this desk's name and the password. The password
 * is written, never read back (kept in main like the token); the ledger is opened at start, so a change applies
 * when the desk starts again.
 */
export function SharedLedgerSection() {
  const data = useSharedLedger().data;
  const save = useSaveSharedLedger();
  // The form starts from what is saved (a new one after each save).
  return data ? <SharedLedgerForm key={`${data.url}\n${data.deskName}`} data={data} save={save} /> : null;
}

function SharedLedgerForm({
  data,
  save,
}: {
  data: SharedLedgerSettings;
  save: ReturnType<typeof useSaveSharedLedger>;
}) {
  const { t, i18n } = useTranslation('settings');
  const refused = save.error ? ipcErrorOf(save.error) : null;
  // A refused address is said under its field, in the seller's language.
  const urlError = refused?.field === 'url' ? validationMessage(refused.msg, t, i18n.language) : null;
  const host = useAppInfo().data?.host;
  const auth = useAuthStatus().data;
  const [url, setUrl] = useState(data.url);
  const [deskName, setDeskName] = useState(data.deskName);
  const [password, setPassword] = useState('');
  const [allowPlain, setAllowPlain] = useState(false);
  const needsPlainConsent =
    host === 'electron' && auth !== undefined && !auth.encryptionAvailable && password !== '';

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

  return (
    <section className="settings-section panel" aria-labelledby="settings-shared-ledger-heading">
      <h2 id="settings-shared-ledger-heading">{t('sharedLedger.heading')}</h2>
      <p className="muted">{t('sharedLedger.explain')}</p>
      <p data-testid="shared-ledger-in-use">
        <Icon name="inbox" />{' '}
        {data.inUse.server
          ? t('sharedLedger.inUse', { server: data.inUse.server, desk: data.inUse.desk })
          : t('sharedLedger.embedded', { desk: data.inUse.desk })}
      </p>
      {data.overriddenByStart && (
        <div className="notice notice-warning">
          <Icon name="info" size={22} className="notice-icon" />
          <div className="notice-body">{t('sharedLedger.overridden')}</div>
        </div>
      )}
      <form className="settings-row" onSubmit={onSubmitRun(submit)}>
        <TextField
          id="settings-shared-ledger-url"
          className="settings-grow"
          label={t('sharedLedger.url')}
          spellCheck={false}
          value={url}
          error={urlError}
          placeholder="postgres://desk@db.lan:5432/shop"
          onChange={setUrl}
        />
        <TextField
          id="settings-shared-ledger-password"
          label={data.hasPassword ? t('sharedLedger.replacePassword') : t('sharedLedger.password')}
          type="password"
          autoComplete="off"
          value={password}
          onChange={setPassword}
        />
        <TextField
          id="settings-shared-ledger-desk"
          label={t('sharedLedger.deskName')}
          value={deskName}
          placeholder={data.inUse.desk}
          onChange={setDeskName}
        />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={save.isPending || (needsPlainConsent && !allowPlain)}
        >
          {t('sharedLedger.save')}
        </button>
      </form>
      {needsPlainConsent && (
        <CheckField checked={allowPlain} onChange={setAllowPlain}>
          {t('sharedLedger.allowPlain')}
        </CheckField>
      )}
      {save.isSuccess && (
        <p role="status" className="settings-saved">
          ✓ {t('sharedLedger.saved')}
        </p>
      )}
      {save.error && <ErrorNotice error={save.error} compact />}
    </section>
  );
}
