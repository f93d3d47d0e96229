import { useTranslation } from 'react-i18next';
import type { RecycleEntry, RecycleRunOutcome } from '../../../shared/ipc/channels/waybills';
import { PointsNote } from '../../components/points-note';

/** More rows than this are summed up rather than drawn (a "select all" run may hold thousands). */
const SHOWN = 300;

const ORDER: Record<RecycleEntry['result'], number> = { failed: 0, 'already-void': 1, recycled: 2 };

/** The desk's words for why an entry was not recycled; the gateway's own text only where the desk has none. */
function ReasonText({ entry }: { entry: RecycleEntry }) {
  const { t } = useTranslation('waybills');
  if (entry.reason === null) return null;
  const known = entry.reason !== 'gateway' && entry.reason !== 'call-failed';
  return (
    <span className="wb-error-msg">
      {known
        ? t(`recycle.reason.${entry.reason}`)
        : t(`recycle.reason.${entry.reason}`, { msg: entry.errorMsg ?? t('recycle.noReason') })}
    </span>
  );
}

/** Per-waybill outcome of a run: failures first, then the ones void already, each with its order number. */
export function RecycleResults({ outcome }: { outcome: RecycleRunOutcome }) {
  const { t } = useTranslation('waybills');
  const ordered = [...outcome.outcomes].sort((a, b) => ORDER[a.result] - ORDER[b.result]);
  const shown = ordered.slice(0, SHOWN);
  return (
    <div className="wb-recycle-results">
      <p className="wb-result-summary" role="status">
        <span className="badge badge-success wb-big-badge">
          ✓ {t('recycle.okCount', { count: outcome.succeeded })}
        </span>{' '}
        {outcome.alreadyVoid > 0 ? (
          <>
            <span className="badge badge-muted wb-big-badge">
              {t('recycle.voidCount', { count: outcome.alreadyVoid })}
            </span>{' '}
          </>
        ) : null}
        <span className={`badge wb-big-badge ${outcome.failed > 0 ? 'badge-danger' : 'badge-muted'}`}>
          ✗ {t('recycle.failedCount', { count: outcome.failed })}
        </span>{' '}
        <PointsNote when="after" cost={outcome.charged} />
      </p>
      {outcome.failed > 0 ? (
        <p className="notice notice-warning">{t('recycle.failedKept', { count: outcome.failed })}</p>
      ) : null}
      <table className="data-table" aria-label={t('recycle.resultsLabel')}>
        <thead>
          <tr>
            <th>{t('list.code')}</th>
            <th>{t('list.order')}</th>
            <th>{t('recycle.result')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((o) => (
            <tr key={o.id} data-outcome={o.result === 'recycled' ? 'ok' : o.result}>
              <td className="wb-result-code">{o.waybillCode}</td>
              <td className="wb-result-order">{o.orderSn}</td>
              <td>
                {o.result === 'recycled' ? (
                  <span className="badge badge-success">✓ {t('recycle.okOne')}</span>
                ) : o.result === 'already-void' ? (
                  <span className="badge badge-muted">{t('recycle.voidOne')}</span>
                ) : (
                  <>
                    <span className="badge badge-danger">✗ {t('recycle.failedOne')}</span>{' '}
                    <ReasonText entry={o} />
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {ordered.length > SHOWN ? (
        <p className="muted">{t('recycle.more', { count: ordered.length - SHOWN })}</p>
      ) : null}
    </div>
  );
}
