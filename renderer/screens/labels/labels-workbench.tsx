import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { PreflightWarnings } from '../../components/preflight-warnings';
import { PrintQueuePanel } from '../../components/print-queue-panel';
import { SkeletonRows } from '../../components/skeleton-rows';
import { useNavigation } from '../../store/navigation';
import { LabelCard } from './label-card';
import { DoneNotice } from './labels-done-notice';
import { LabelsToolbar } from './labels-toolbar';
import { useLabelsWorkbench, type LabelsWorkbenchState } from './use-labels-workbench';

/** Labels drawn on screen; the rest still print (drawing thousands of barcodes would only slow the desk). */
const PREVIEW_MAX = 24;

/** Notes on the labels that do not print here: void, encrypted (cloud print), broken. */
function LabelsSummaries({ groups }: { groups: LabelsWorkbenchState['groups'] }) {
  const { t } = useTranslation('labels');
  const { voided, encrypted, broken } = groups;
  return (
    <>
      {voided.length > 0 ? (
        <p className="notice notice-info" role="note" data-testid="labels-void">
          {t('void.summary', { count: voided.length })}
        </p>
      ) : null}
      {encrypted.length > 0 ? (
        <p className="notice notice-info" role="note">
          {t('encrypted.summary', { count: encrypted.length })}
        </p>
      ) : null}
      {broken.length > 0 ? (
        <p className="notice notice-error" role="note">
          ⚠ {t('problem.summary', { count: broken.length })}
        </p>
      ) : null}
    </>
  );
}

/** The first labels drawn as they will print. */
function LabelsPreview({ bench }: { bench: LabelsWorkbenchState }) {
  const { t } = useTranslation('labels');
  const { preview, entries, size } = bench;
  const shown = useMemo(() => entries.slice(0, PREVIEW_MAX), [entries]);
  if (preview.error) return <ErrorNotice error={preview.error} onRetry={() => void preview.refetch()} />;
  if (preview.isPending) return <SkeletonRows rows={6} />;
  return (
    <div className="lb-preview" aria-label={t('preview')}>
      {shown.map((entry) => (
        <LabelCard key={entry.id} entry={entry} size={size} printedCount={entry.printedCount} />
      ))}
      {entries.length > PREVIEW_MAX ? (
        <p className="muted lb-more">{t('moreNotShown', { count: entries.length - PREVIEW_MAX })}</p>
      ) : null}
    </div>
  );
}

/** Preview, size, printer; Print (or Reprint) is the one primary action, Export PDF beside it. */
export function LabelsWorkbench({ ids }: { ids: number[] }) {
  const { t } = useTranslation('labels');
  const bench = useLabelsWorkbench(ids);
  const { print, exportPdf, onPrint, onExport, done } = bench.actions;
  return (
    <section className="lb-screen" aria-labelledby="lb-title">
      <header className="lb-header">
        <h1 id="lb-title">{t('title')}</h1>
        <span className="lb-count" data-testid="label-count">
          {t('count', { count: ids.length })}
        </span>
        <button
          type="button"
          className="btn btn-link"
          onClick={() => useNavigation.getState().openLabels([])}
        >
          {t('changeSelection')}
        </button>
      </header>
      <LabelsToolbar bench={bench} />
      <p className="lb-reprint-note">♻ {t('reprintNote')}</p>
      <PreflightWarnings
        warnings={bench.preflight.data?.warnings}
        size={bench.size}
        testId="print-preflight"
      />
      <PrintQueuePanel />
      {print.error ? <ErrorNotice error={print.error} onRetry={onPrint} /> : null}
      {exportPdf.error ? <ErrorNotice error={exportPdf.error} onRetry={onExport} /> : null}
      {done ? <DoneNotice done={done} /> : null}
      <LabelsSummaries groups={bench.groups} />
      <LabelsPreview bench={bench} />
    </section>
  );
}
