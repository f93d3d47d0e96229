import { useTranslation } from 'react-i18next';
import type { HandoverBatch } from '../../../shared/ipc/channels/handover';
import { handoverBatchBarcode } from '../../../shared/documents/handover-list';
import { fitBarcode } from '../../../shared/label/barcode-geometry';
import { applyLanguage } from '../../i18n';
import { call } from '../../ipc';
import { Code128 } from '../../label/code128';
import { formatPrintedAt } from '../load-labels';
import { PrintLoadStatus, usePrintLoad } from '../print-load';
import './documents.css';

/** `?doc=handover&batch=12&lang=en[&autoprint=1]`; null when the page is not a handover list. */
export interface HandoverQuery {
  batchId: number;
  language: 'zh-CN' | 'en';
  autoprint: boolean;
}

export const parseHandoverQuery = (search: string): HandoverQuery | { error: string } | null => {
  const params = new URLSearchParams(search);
  if (params.get('doc') !== 'handover') return null;
  const batchId = Number(params.get('batch'));
  if (!Number.isInteger(batchId) || batchId <= 0)
    return { error: `?batch=${params.get('batch')} is no batch` };
  return {
    batchId,
    language: params.get('lang') === 'en' ? 'en' : 'zh-CN',
    autoprint: params.get('autoprint') === '1',
  };
};

const BATCH_BARCODE_BOX = { widthMm: 80, leftMm: 0, heightMm: 12 } as const;

const loadBatch = (query: HandoverQuery): Promise<HandoverBatch> =>
  applyLanguage(query.language).then(() => call('handover.batch', { batchId: query.batchId }));

/** The handover list (交接单) on A4: what the courier signs for. */
export function HandoverPage({ query }: { query: HandoverQuery | { error: string } }) {
  const { t } = useTranslation('handover');
  const state = usePrintLoad(query, loadBatch);
  if (state.kind !== 'ready')
    return <PrintLoadStatus state={state} loading={t('list.loading')} failed={t('list.error')} />;
  const batch = state.loaded;
  const carrier = t(`common:carrier.${batch.cpCode}`, { defaultValue: batch.cpCode });
  return (
    <article className="doc-a4 doc-handover" data-doc="handover" data-batch={batch.id}>
      <header className="doc-head">
        <h1>{t('list.title')}</h1>
        <div className="doc-barcode" data-batch-barcode={handoverBatchBarcode(batch.id)}>
          <Code128 fit={fitBarcode(handoverBatchBarcode(batch.id), BATCH_BARCODE_BOX)} />
          <div className="doc-barcode-text">{handoverBatchBarcode(batch.id)}</div>
        </div>
      </header>
      <dl className="doc-handover-facts">
        <dt>{t('list.carrier')}</dt>
        <dd>{carrier}</dd>
        <dt>{t('list.desk')}</dt>
        <dd>{batch.desk}</dd>
        <dt>{t('list.closedAt')}</dt>
        <dd>{batch.closedAt === null ? '—' : formatPrintedAt(new Date(batch.closedAt))}</dd>
        <dt>{t('list.count')}</dt>
        <dd className="doc-strong">{batch.scans.length}</dd>
      </dl>
      {/* Fixed columns: the widths come from here, not from measuring every row (500 rows lay out at once). */}
      <table className="doc-table doc-handover-table">
        <colgroup>
          <col className="doc-handover-col-num" />
          <col className="doc-handover-col-code" />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th className="doc-num">#</th>
            <th>{t('list.waybill')}</th>
            <th>{t('list.orders')}</th>
          </tr>
        </thead>
        <tbody>
          {batch.scans.map((s, i) => (
            <tr key={s.waybill.id} data-waybill-code={s.waybill.waybillCode}>
              <td className="doc-num">{i + 1}</td>
              <td className="doc-code">{s.waybill.waybillCode}</td>
              <td>{s.waybill.orderSns.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <footer className="doc-handover-sign">
        <span>{t('list.courierSign')} ________________</span>
        <span>{t('list.deskSign')} ________________</span>
        <span>{t('list.signedAt')} ________________</span>
      </footer>
    </article>
  );
}
