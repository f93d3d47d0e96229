import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import type { WaybillFilter } from '../../../shared/ipc/channels/waybills';
import { formatCount } from './format';
import { useWaybillExport } from './use-waybill-export';

/** "Export CSV": the waybills the filter shows, every column, as a file; says how many were written. */
export function WaybillExport({ filter, total }: { filter: WaybillFilter; total: number }) {
  const { t, i18n } = useTranslation('waybills');
  const exporting = useWaybillExport();
  const done = exporting.data;
  return (
    <div className="wb-export">
      <button
        type="button"
        className="btn"
        data-testid="waybill-export"
        disabled={total === 0 || exporting.isPending}
        title={t('export.hint')}
        onClick={() => exporting.mutate(filter)}
      >
        {t('export.button')}
      </button>
      {done ? (
        // The saved file is the answer the seller sees; said aloud for screen readers, and shown only when the
        // export had to leave the oldest waybills out.
        <span
          className={done.truncated ? 'wb-export-done' : 'wb-sr-only'}
          role="status"
          data-testid="waybill-export-done"
        >
          {t(done.truncated ? 'export.truncated' : 'export.done', {
            count: done.count,
            n: formatCount(done.count, i18n.language),
          })}
        </span>
      ) : null}
      {exporting.error ? <ErrorNotice error={exporting.error} compact /> : null}
    </div>
  );
}
