import { useTranslation } from 'react-i18next';
import type { IssuedWaybill } from '../../../shared/ipc/channels/waybills';

/** The columns after the pick box, by caption key. */
const COLUMNS = ['caption.code', 'caption.order', 'caption.receiver', 'caption.printed'] as const;

interface RecentTableProps {
  rows: readonly IssuedWaybill[];
  picked: ReadonlySet<number>;
  /** Picks the waybill, or puts it back. */
  onFlip: (id: number) => void;
}

/** The recent live waybills, each with its box to pick it: code, order, receiver, how often printed. */
export function RecentTable({ rows, picked, onFlip }: RecentTableProps) {
  const { t } = useTranslation('labels');
  return (
    <table className="data-table lb-recent" aria-label={t('picker.label')}>
      <thead>
        <tr>
          <th>
            <span className="visually-hidden">{t('picker.pick')}</span>
          </th>
          {COLUMNS.map((key) => (
            <th key={key}>{t(key)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} aria-selected={picked.has(row.id)}>
            <td>
              <input
                type="checkbox"
                checked={picked.has(row.id)}
                onChange={() => onFlip(row.id)}
                aria-label={t('picker.pickOne', { code: row.waybillCode })}
              />
            </td>
            <td className="lb-code">{row.waybillCode}</td>
            <td>{row.orderSn}</td>
            <td>{row.receiverName}</td>
            <td>
              {row.printedCount > 0
                ? t('caption.printedTimes', { count: row.printedCount })
                : t('caption.neverPrinted')}
              {row.encrypted ? <span className="badge badge-warning">{t('caption.encrypted')}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
