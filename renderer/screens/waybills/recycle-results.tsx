import { useTranslation } from 'react-i18next';
import type { RecycleRunOutcome } from '../../../shared/ipc/channels/waybills';
import { PointsNote } from '../../components/points-note';

/** More rows than this are summed up rather than drawn (a "select all" run may hold thousands). */
const SHOWN = 300;

/** Per-waybill outcome of a run: failures first with the gateway's error_msg. */
export function RecycleResults({ outcome }: { outcome: RecycleRunOutcome }) {
  const { t } = useTranslation('waybills');
  const ordered = [...outcome.outcomes.filter((o) => !o.ok), ...outcome.outcomes.filter((o) => o.ok)];
  const shown = ordered.slice(0, SHOWN);
  return (
    <div className="wb-recycle-results">
      <p className="wb-result-summary" role="status">
        <span className="badge badge-success wb-big-badge">
          ✓ {t('recycle.okCount', { count: outcome.succeeded })}
        </span>{' '}
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
            <th>{t('recycle.result')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((o) => (
            <tr key={o.id} data-outcome={o.ok ? 'ok' : 'failed'}>
              <td className="wb-result-code">{o.waybillCode}</td>
              <td>
                {o.ok ? (
                  <span className="badge badge-success">✓ {t('recycle.okOne')}</span>
                ) : (
                  <>
                    <span className="badge badge-danger">✗ {t('recycle.failedOne')}</span>{' '}
                    <span className="wb-error-msg">{o.errorMsg ?? t('recycle.noReason')}</span>
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
