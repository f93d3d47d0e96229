import { useTranslation } from 'react-i18next';
import type { In } from '../../../shared/ipc/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';

/** The seller's yes before a push that deducts balance: the kind and every item, as they will go. */
export function PushConfirmDialog({
  pending,
  busy,
  onConfirm,
  onCancel,
}: {
  pending: In<'push.submit'> | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('push');
  return (
    <ConfirmDialog
      open={pending !== null}
      title={t('confirm.title', { count: pending?.items.length ?? 0 })}
      confirmLabel={t('confirm.action', { count: pending?.items.length ?? 0 })}
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={busy}
      spends
    >
      {pending ? (
        <div className="ps-confirm">
          <p className="notice notice-warning">{t('confirm.balance')}</p>
          <p>{t('confirm.type', { type: t(`type.${pending.type}`) })}</p>
          <ul className="ps-confirm-items" aria-label={t('confirm.items')}>
            {pending.items.map((item, i) => (
              <li key={i}>
                {item.url} → {item.account}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}

/** What was pushed, and that it cost balance. */
export function PushDone({ pushed, sent }: { pushed: number; sent: In<'push.submit'> }) {
  const { t } = useTranslation('push');
  return (
    <div className="notice notice-success" role="status">
      <span className="notice-icon" aria-hidden="true">
        ✓
      </span>
      <div className="notice-body">
        <div className="notice-title">{t('done.title', { count: pushed })}</div>
        <div>
          {t('done.detail', {
            type: t(`type.${sent.type}`),
            items: sent.items.map((i) => `${i.url} → ${i.account}`).join(', '),
          })}
        </div>
        <div className="muted">{t('done.balance')}</div>
      </div>
    </div>
  );
}
