import { useTranslation } from 'react-i18next';
import type { HandoverBatch, HandoverScanRow } from '../../../shared/ipc/channels/handover';
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
          .map((scan, i) => ({ scan, n: i + 1 }))
          .reverse()
          .map(({ scan, n }) => (
            <ScanRow
              key={scan.waybill.id}
              scan={scan}
              n={n}
              open={batch.closedAt === null}
              onRemove={onRemove}
            />
          ))}
      </tbody>
    </table>
  );
}

function ScanRow({
  scan,
  n,
  open,
  onRemove,
}: {
  scan: HandoverScanRow;
  n: number;
  open: boolean;
  onRemove: (waybillId: number) => void;
}) {
  const { t } = useTranslation('handover');
  const dead = scan.waybill.status === 'recycled';
  return (
    <tr className={dead ? 'ho-row-dead' : undefined} data-waybill-code={scan.waybill.waybillCode}>
      <td>{n}</td>
      <td className="ho-code">{scan.waybill.waybillCode}</td>
      <td>{scan.waybill.orderSns.join(', ')}</td>
      <td>{scan.desk}</td>
      <td>{formatTime(scan.scannedAt)}</td>
      <td>
        {dead ? (
          <>
            <strong>{t('table.recycled')}</strong>{' '}
            {open ? (
              <button type="button" className="btn btn-link" onClick={() => onRemove(scan.waybill.id)}>
                {t('table.remove')}
              </button>
            ) : null}
          </>
        ) : scan.confirmed ? (
          t('table.confirmed')
        ) : (
          t('table.live')
        )}
      </td>
    </tr>
  );
}
