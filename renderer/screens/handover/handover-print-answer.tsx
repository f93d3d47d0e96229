import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import type { PrintList } from './use-print-list';

/**
 * What the last print of the list did: the A4 dialog or pages, or the label printer's answer in words. A label
 * printer that refused or could not be reached loses nothing: the A4 list is one click away.
 */
export function HandoverPrintAnswer({ list }: { list: PrintList }) {
  const { t } = useTranslation('handover');
  const printed = list.a4.data;
  const answer = list.label.data;
  const labelFailed = (answer !== undefined && answer.outcome !== 'sent') || list.label.error !== null;
  return (
    <>
      {printed ? (
        <span role="status" className="ho-muted">
          {printed.mode === 'browser'
            ? t('actions.opened', { pages: printed.pages })
            : t('actions.printed', { pages: printed.pages })}
        </span>
      ) : null}
      {answer ? (
        <span role="status" className="ho-muted" data-label-print={answer.outcome}>
          {t(`labelPrint.${answer.outcome}`, { labels: answer.labels, message: answer.message })}
          {answer.detail ? (
            <details className="muted error-technical">
              <summary>{t('labelPrint.details')}</summary>
              {answer.detail}
            </details>
          ) : null}
        </span>
      ) : null}
      {list.label.error ? <ErrorNotice error={list.label.error} compact /> : null}
      {labelFailed ? (
        <button type="button" className="btn" onClick={() => list.printTo('a4')}>
          {t('labelPrint.a4Instead')}
        </button>
      ) : null}
      {list.a4.error ? <ErrorNotice error={list.a4.error} compact /> : null}
    </>
  );
}
