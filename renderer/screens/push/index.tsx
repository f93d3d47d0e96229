import { useTranslation } from 'react-i18next';
import { PUSH_ITEMS_ADVISED } from '../../../shared/api/schemas/item-push';
import { ErrorNotice } from '../../components/error-notice';
import { overAdvised } from './push-rows';
import { usePushForm } from './use-push-form';
import { PushRowsTable } from './push-rows-table';
import { PushTypeField } from './push-type-field';
import { PushConfirmDialog, PushDone } from './push-outcome';
import './push.css';

/** In-mall push: rows of item id + account, one of the four push kinds; deducts the account balance. */
export function PushScreen() {
  const { t } = useTranslation('push');
  const form = usePushForm();
  const { push, rows, dispatch } = form;

  return (
    <section className="ps-screen" aria-labelledby="ps-title">
      <h1 id="ps-title">{t('title')}</h1>
      <form className="panel ps-form" onSubmit={form.submit} noValidate aria-label={t('form.label')}>
        <p className="notice notice-warning ps-balance" role="note">
          {t('balance')}
        </p>
        <PushRowsTable rows={rows} dispatch={dispatch} errorOf={form.errorOf} />
        <div className="ps-under-rows">
          <button type="button" className="btn" onClick={() => dispatch({ type: 'add' })}>
            ＋ {t('rows.add')}
          </button>
          {overAdvised(rows) ? (
            <span className="badge badge-warning ps-advice" role="status">
              ⚠ {t('rows.advice', { max: PUSH_ITEMS_ADVISED, count: rows.length })}
            </span>
          ) : null}
        </div>
        <PushTypeField type={form.type} onChange={form.setType} missing={form.typeMissing} />
        <div className="ps-submit">
          <button type="submit" className="btn btn-primary btn-large" disabled={push.isPending}>
            {push.isPending ? t('form.pushing') : t('form.submit', { count: rows.length })}
          </button>
        </div>
      </form>
      <PushConfirmDialog
        pending={form.pending}
        busy={push.isPending}
        onConfirm={form.confirm}
        onCancel={form.cancel}
      />
      {push.error && !form.serverAt ? <ErrorNotice error={push.error} /> : null}
      {push.data && push.variables ? <PushDone pushed={push.data.pushed} sent={push.variables} /> : null}
    </section>
  );
}
