import { useTranslation } from 'react-i18next';
import type { Done } from './use-labels-workbench';
import { CloudPrintProblems } from './cloud-print-problems';

/** What the last print or export did: printed where, left out, cloud-printed, failed. */
export function DoneNotice({ done }: { done: Done }) {
  const { t } = useTranslation('labels');
  if (done.kind === 'pdf') {
    const text = done.inBrowser
      ? t('done.pdfBrowser', { count: done.pages })
      : done.path
        ? t('done.pdfSaved', { count: done.pages, path: done.path })
        : t('done.pdfCancelled');
    return (
      <p className="notice notice-success" role="status">
        ✓ {text}
      </p>
    );
  }
  const { outcome, leftOut } = done;
  const main =
    outcome.mode === 'queued'
      ? t('queue.queued', { count: outcome.queued, printer: outcome.printer })
      : outcome.mode === 'silent'
        ? outcome.printed > 0
          ? t('done.silent', { count: outcome.printed, printer: outcome.printer })
          : null
        : t('done.browser', { count: outcome.printed });
  return (
    <>
      {main ? (
        <p
          className={`notice ${outcome.mode === 'browser' ? 'notice-info' : 'notice-success'}`}
          role="status"
        >
          {outcome.mode === 'browser' ? '◐' : '✓'} {main}
          {leftOut > 0 ? ` ${t('void.leftOut', { count: leftOut })}` : ''}
        </p>
      ) : null}
      {outcome.mode === 'browser' && (outcome.cloudPrinted ?? 0) > 0 ? (
        <p className="notice notice-success" role="status" data-testid="cloud-printed">
          ✓ {t('cloud.printed', { count: outcome.cloudPrinted })}
        </p>
      ) : null}
      <CloudPrintProblems outcome={outcome} />
    </>
  );
}
