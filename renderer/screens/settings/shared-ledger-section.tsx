import type { SharedLedgerSettings } from '../../../shared/ipc/channels/shared-ledger';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { CheckField, TextField } from '../../components/form-field';
import { useSaveSharedLedger, useSharedLedger } from '../../hooks/shared-ledger';
import { onSubmitRun } from '../../components/on-submit';
import { SharedLedgerInUse } from './shared-ledger-in-use';
import { useSharedLedgerForm } from './use-shared-ledger-form';

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

interface SharedLedgerFormProps {
  data: SharedLedgerSettings;
  save: ReturnType<typeof useSaveSharedLedger>;
}

function SharedLedgerForm({ data, save }: SharedLedgerFormProps) {
  const { t } = useTranslation('settings');
  const form = useSharedLedgerForm(data, save);
  const { needsPlainConsent, allowPlain } = form;

  return (
    <section className="settings-section panel" aria-labelledby="settings-shared-ledger-heading">
      <h2 id="settings-shared-ledger-heading">{t('sharedLedger.heading')}</h2>
      <p className="muted">{t('sharedLedger.explain')}</p>
      <SharedLedgerInUse data={data} />
      <form className="settings-row" onSubmit={onSubmitRun(form.submit)}>
        <TextField
          id="settings-shared-ledger-url"
          className="settings-grow"
          label={t('sharedLedger.url')}
          spellCheck={false}
          value={form.url}
          error={form.urlError}
          placeholder="postgres://desk@db.lan:5432/shop"
          onChange={form.setUrl}
        />
        <TextField
          id="settings-shared-ledger-password"
          label={data.hasPassword ? t('sharedLedger.replacePassword') : t('sharedLedger.password')}
          type="password"
          autoComplete="off"
          value={form.password}
          onChange={form.setPassword}
        />
        <TextField
          id="settings-shared-ledger-desk"
          label={t('sharedLedger.deskName')}
          value={form.deskName}
          placeholder={data.inUse.desk}
          onChange={form.setDeskName}
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
        <CheckField checked={allowPlain} onChange={form.setAllowPlain}>
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
