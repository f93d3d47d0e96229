import { useTranslation } from 'react-i18next';
import type { WaybillFetchOutcome } from '../../../shared/ipc/channels/waybills';
import { PointsNote } from '../../components/points-note';
import { Icon } from '../../components/icon';

/** What main says of an order the answer issued nothing for (its words, translated here). */
export const NO_WAYBILL = 'the gateway issued no waybill for this order';

/** Per order: the waybill code, large enough to read from the packing table, or why there is none. */
export function FetchResults({ outcome }: { outcome: WaybillFetchOutcome }) {
  const { t } = useTranslation('fetch');
  const ok = outcome.results.filter((r) => r.ok).length;
  const failed = outcome.results.length - ok;
  return (
    <div className="fetch-results">
      <div className="fetch-results-summary">
        <span className="fetch-results-count" role="status">
          {t('results.summary', { ok, total: outcome.results.length })}
        </span>
        {failed > 0 && <span className="badge badge-danger">{t('results.failed', { count: failed })}</span>}
        <PointsNote when="after" cost={outcome.charged} />
      </div>
      <ul className="fetch-result-list" aria-label={t('results.label')}>
        {outcome.results.map((r) => (
          <li key={r.objectId} className={r.ok ? 'is-ok' : 'is-failed'}>
            <span className="order-sn">{r.orderSn}</span>
            {r.ok ? (
              <span className="fetch-result-code">
                <Icon name="check" size={24} />
                <span className="code-large" data-testid="waybill-code">
                  {r.waybillCode}
                </span>
                {r.parentWaybillCode && (
                  <span className="muted"> {t('results.parent', { code: r.parentWaybillCode })}</span>
                )}
              </span>
            ) : (
              <span className="fetch-result-error">
                <Icon name="error" size={16} />
                {r.error === NO_WAYBILL ? t('results.noWaybill') : t('results.error', { msg: r.error ?? '' })}
              </span>
            )}
          </li>
        ))}
      </ul>
      {outcome.recordLater !== undefined && (
        <p className="fetch-record-later" role="note" data-testid="record-later">
          {t('results.recordLater', { count: outcome.recordLater })}
        </p>
      )}
      {failed > 0 && <p className="muted">{t('results.failedKept')}</p>}
    </div>
  );
}
