import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorNotice } from '../../components/error-notice';
import { useOpenIntents, useResolveIntent } from '../../hooks/waybills';
import { formatDateTime } from './format';

/**
 * Fetches whose answer never arrived: the gateway may have issued (and charged) waybills the desk does not
 * know. The seller checks the carrier backend, then may declare that nothing was issued.
 */
export function OpenIntents() {
  const { t } = useTranslation('waybills');
  const intents = useOpenIntents();
  const resolve = useResolveIntent();
  const [asking, setAsking] = useState<number | null>(null);
  const list = intents.data?.intents ?? [];
  if (intents.error)
    return <ErrorNotice error={intents.error} onRetry={() => void intents.refetch()} compact />;
  if (list.length === 0) return null;
  const target = list.find((i) => i.id === asking);

  return (
    <section className="wb-intents notice notice-warning" aria-label={t('intents.label')}>
      <span className="notice-icon" aria-hidden="true">
        ⚠
      </span>
      <div className="notice-body">
        <div className="notice-title">{t('intents.title', { count: list.length })}</div>
        <p>{t('intents.explain')}</p>
        <ul className="wb-intent-list">
          {list.map((intent) => (
            <li key={intent.id}>
              <span className="badge badge-warning">? {t('intents.unknown')}</span> <b>{intent.cpCode}</b> ·{' '}
              {formatDateTime(intent.createdAt)} ·{' '}
              {t('intents.orders', { count: intent.orderSns.length, list: intent.orderSns.join(', ') })}
              <span className="muted" data-reason={intent.reasonKind}>
                {' '}
                — {t(`intents.reason.${intent.reasonKind}`)}
              </span>{' '}
              <button type="button" className="btn btn-link" onClick={() => setAsking(intent.id)}>
                {t('intents.resolve')}
              </button>
            </li>
          ))}
        </ul>
        {resolve.error ? <ErrorNotice error={resolve.error} compact /> : null}
      </div>
      <ConfirmDialog
        open={target !== undefined}
        title={t('intents.confirmTitle')}
        confirmLabel={t('intents.confirm')}
        danger
        busy={resolve.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!target) return;
          resolve.mutate(target.id, { onSuccess: () => setAsking(null) });
        }}
      >
        {target ? (
          <>
            <p>{t('intents.confirmOrders', { list: target.orderSns.join(', ') })}</p>
            <p className="notice notice-warning">{t('intents.warning')}</p>
          </>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
