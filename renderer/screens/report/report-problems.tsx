import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportProblem, ReportProblems as Problems } from '../../../shared/ipc/channels/report';
import { EMPTY_WAYBILL_FILTER, useWaybillFilter } from '../../store/waybill-filter-store';
import { useNavigation } from '../../store/navigation';
import type { ReportNames } from './report-words';

/** Opens the Waybills screen filtered to this waybill (an unknown outcome: to its order). */
const useOpenOnWaybills = () => {
  const patch = useWaybillFilter((s) => s.patch);
  const goTo = useNavigation((s) => s.goTo);
  return (p: ReportProblem) => {
    patch({ ...EMPTY_WAYBILL_FILTER, text: p.waybillCode || p.orderSn });
    goTo('waybills', { focusList: true });
  };
};

/**
 * Where the period went wrong: one row per problem waybill, newest first, each opening the waybill. Up to 200 rows
 * of each kind: drawn again only when the list or the names change (never for a click elsewhere on the screen).
 */
export const ReportProblems = memo(function ReportProblems({
  problems,
  names,
}: {
  problems: Problems;
  names: ReportNames;
}) {
  const { t } = useTranslation('report');
  const open = useOpenOnWaybills();
  if (problems.problems.length === 0) return <p className="notice notice-success">{t('problems.none')}</p>;
  return (
    <>
      <table className="data-table rp-problems">
        <caption className="rp-sr-only">{t('problems.title')}</caption>
        <thead>
          <tr>
            {['kind', 'waybill', 'order', 'carrier', 'desk', 'at', 'open'].map((c) => (
              <th scope="col" key={c}>
                {t(`problems.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {problems.problems.map((p, i) => (
            <tr key={`${p.kind}-${p.waybillId ?? p.orderSn}-${i}`} data-kind={p.kind}>
              <td>{t(`problem.${p.kind}`)}</td>
              <td>{p.waybillCode || '—'}</td>
              <td>{p.orderSn}</td>
              <td>{names.carrier(p.cpCode)}</td>
              <td>{names.desk(p.desk)}</td>
              <td>{names.time(p.at)}</td>
              <td>
                <button type="button" className="btn-link" onClick={() => open(p)}>
                  {t('problems.openOne', { code: p.waybillCode || p.orderSn })}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {problems.cut.length > 0 ? <p className="notice notice-info">{t('problems.cut')}</p> : null}
    </>
  );
});
