import { useTranslation } from 'react-i18next';
import type { HandoverBatch } from '../../../shared/ipc/channels/handover';
import { formatTime } from './handover-time';

/** The batch's parcels, newest first; a waybill recycled since its scan is a red row the seller takes out. */
export function HandoverTable({
  batch,
  onRemove,
}: {
  batch: HandoverBatch;
  onRemove: (waybillId: number) => void;
}) {
  const { t } = useTranslation('handover');
  if (batch.scans.length === 0) return <p className="ho-empty">{t('table.empty')}</p>;
  return (
    <table className="data-table ho-table" aria-label={t('table.title')}>
      <thead>
        <tr>
          <th>#</th>
          <th>{t('table.waybill')}</th>
          <th>{t('table.orders')}</th>
          <th>{t('table.desk')}</th>
          <th>{t('table.time')}</th>
          <th>{t('table.state')}</th>
        </tr>
      </thead>
      <tbody>
        {batch.scans
          .map((s, i) => ({ s, n: i + 1 }))
          .reverse()
          .map(({ s, n }) => {
            const dead = s.waybill.status === 'recycled';
            return (
              <tr
                key={s.waybill.id}
                className={dead ? 'ho-row-dead' : undefined}
                data-waybill-code={s.waybill.waybillCode}
              >
                <td>{n}</td>
                <td className="ho-code">{s.waybill.waybillCode}</td>
                <td>{s.waybill.orderSns.join(', ')}</td>
                <td>{s.desk}</td>
                <td>{formatTime(s.scannedAt)}</td>
                <td>
                  {dead ? (
                    <>
                      <strong>{t('table.recycled')}</strong>{' '}
                      {batch.closedAt === null ? (
                        <button type="button" className="btn btn-link" onClick={() => onRemove(s.waybill.id)}>
                          {t('table.remove')}
                        </button>
                      ) : null}
                    </>
                  ) : s.confirmed ? (
                    t('table.confirmed')
                  ) : (
                    t('table.live')
                  )}
                </td>
              </tr>
            );
          })}
      </tbody>
    </table>
  );
}
