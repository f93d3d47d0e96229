import { useTranslation } from 'react-i18next';
import type { DuplicateOrder } from '../../../shared/ipc/errors';
import { Icon } from '../../components/icon';
import { useAppInfo } from '../../hooks/auth';

/** The orders main refused to fetch again without a second yes (DECISIONS W11: a new waybill, charged again). */
export function DuplicateList({
  duplicates,
  otherCount,
}: {
  duplicates: readonly DuplicateOrder[];
  otherCount: number;
}) {
  const { t } = useTranslation('fetch');
  const thisDesk = useAppInfo().data?.desk;
  return (
    <div className="fetch-duplicates">
      <div className="notice notice-warning" role="alert">
        <Icon name="warning" size={22} className="notice-icon" />
        <div className="notice-body">
          <div className="notice-title">{t('duplicates.title', { count: duplicates.length })}</div>
          <div>{t('duplicates.explain')}</div>
        </div>
      </div>
      <ul className="fetch-duplicate-list">
        {duplicates.map((d) => (
          <li key={d.orderSn}>
            <span className="order-sn">{d.orderSn}</span>
            {d.liveWaybillCodes.length > 0 && (
              <span>
                {t('duplicates.holds')}{' '}
                <strong className="waybill-code">{d.liveWaybillCodes.join(', ')}</strong>
              </span>
            )}
            {d.desk && d.desk !== thisDesk && (
              <span className="badge badge-info" data-testid="duplicate-desk">
                <Icon name="info" size={14} /> {t('duplicates.heldBy', { desk: d.desk })}
              </span>
            )}
            {d.outcomeUnknown && (
              <span className="badge badge-warning">
                <Icon name="question" size={14} /> {t('flag.unknown')}
              </span>
            )}
          </li>
        ))}
      </ul>
      {otherCount > 0 && <p>{t('duplicates.others', { count: otherCount })}</p>}
    </div>
  );
}
