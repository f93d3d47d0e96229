import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrintOutcome } from '../../../shared/ipc/channels/labels';
import { DEFAULT_LABEL_SIZE, type LabelSize } from '../../../shared/label/label-sizes';
import { ErrorNotice } from '../../components/error-notice';
import { LabelledSelect } from '../../components/form-field';
import { PreflightWarnings } from '../../components/preflight-warnings';
import { PrintQueuePanel } from '../../components/print-queue-panel';
import { SkeletonRows } from '../../components/skeleton-rows';
import { useExportLabelsPdf, useLabelPreview, usePrintLabels, usePrintPreflight } from '../../hooks/labels';
import { usePrinters } from '../../hooks/settings';
import { useNavigation } from '../../store/navigation';
import { openBrowserPrint } from './browser-print';
import { LabelCard } from './label-card';
import { LabelSizeSwitch } from './label-size-switch';

/** Labels drawn on screen; the rest still print (drawing thousands of barcodes would only slow the desk). */
const PREVIEW_MAX = 24;

type Done =
  /** leftOut: void labels not sent (the desk leaves them out; main would too). */
  | { kind: 'printed'; outcome: PrintOutcome; leftOut: number }
  | { kind: 'pdf'; path: string | null; pages: number; inBrowser: boolean };

/** Preview, size, printer; Print (or Reprint) is the one primary action, Export PDF beside it. */
export function LabelsWorkbench({ ids }: { ids: number[] }) {
  const { t } = useTranslation('labels');
  const preview = useLabelPreview(ids, undefined);
  const printers = usePrinters();
  const print = usePrintLabels();
  const exportPdf = useExportLabelsPdf();
  const [chosenSize, setChosenSize] = useState<LabelSize | null>(null);
  const [printer, setPrinter] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);

  const size = chosenSize ?? preview.data?.size ?? DEFAULT_LABEL_SIZE;
  const entries = useMemo(() => preview.data?.entries ?? [], [preview.data]);
  const shown = useMemo(() => entries.slice(0, PREVIEW_MAX), [entries]);
  const live = entries.filter((e) => e.status === 'live');
  const voided = entries.filter((e) => e.status === 'recycled');
  const printable = live.filter((e) => e.result.ok && !e.result.label.encrypted);
  const encrypted = live.filter((e) => e.result.ok && e.result.label.encrypted);
  const broken = live.filter((e) => !e.result.ok);
  // Encrypted labels print too, through the carrier's cloud-print component: the button counts them.
  const toPrint = [...printable, ...encrypted];
  const reprint = toPrint.length > 0 && toPrint.every((e) => e.printedCount > 0);
  const request = (entries: typeof printable) => ({
    ids: entries.map((e) => e.id),
    size,
    ...(printer ? { printer } : {}),
  });
  const busy = print.isPending || exportPdf.isPending;
  const preflight = usePrintPreflight(size, printer ?? undefined);

  const onPrint = () => {
    if (toPrint.length === 0 || busy) return;
    setDone(null);
    print.mutate(request(toPrint), {
      onSuccess: (outcome) => {
        if (outcome.mode === 'browser') openBrowserPrint(outcome.printUrl);
        setDone({ kind: 'printed', outcome, leftOut: voided.length + (outcome.leftOut?.length ?? 0) });
      },
    });
  };
  const onExport = () => {
    if (printable.length === 0 || busy) return;
    setDone(null);
    exportPdf.mutate(request(printable), {
      onSuccess: (out) => {
        if (out.printUrl) openBrowserPrint(out.printUrl);
        setDone({ kind: 'pdf', path: out.path, pages: out.pages, inBrowser: Boolean(out.printUrl) });
      },
    });
  };

  // Ctrl+P prints the labels, not the desk window.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'p') {
        e.preventDefault();
        document.getElementById('lb-print')?.click();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const printerList = printers.data?.printers ?? [];
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
      <div className="lb-toolbar">
        <LabelSizeSwitch value={size} onChange={setChosenSize} />
        {printerList.length > 0 ? (
          <LabelledSelect
            label={t('printer.label')}
            value={printer ?? ''}
            onChange={(name) => setPrinter(name || null)}
          >
            <option value="">{t('printer.fromSettings')}</option>
            {printerList.map((p) => (
              <option key={p.name} value={p.name}>
                {p.displayName || p.name}
                {p.isDefault ? ` (${t('printer.default')})` : ''}
              </option>
            ))}
          </LabelledSelect>
        ) : null}
        <div className="lb-actions">
          <button type="button" className="btn" onClick={onExport} disabled={printable.length === 0 || busy}>
            {t('action.exportPdf')}
          </button>
          <button
            id="lb-print"
            type="button"
            className="btn btn-primary btn-large"
            onClick={onPrint}
            disabled={toPrint.length === 0 || busy}
            title={t('action.printKey')}
          >
            {t(reprint ? 'action.reprint' : 'action.print', { count: toPrint.length })}
          </button>
        </div>
      </div>
      <p className="lb-reprint-note">♻ {t('reprintNote')}</p>
      <PreflightWarnings warnings={preflight.data?.warnings} size={size} testId="print-preflight" />
      <PrintQueuePanel />
      {print.error ? <ErrorNotice error={print.error} onRetry={onPrint} /> : null}
      {exportPdf.error ? <ErrorNotice error={exportPdf.error} onRetry={onExport} /> : null}
      {done ? <DoneNotice done={done} /> : null}
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
      {preview.error ? (
        <ErrorNotice error={preview.error} onRetry={() => void preview.refetch()} />
      ) : preview.isPending ? (
        <SkeletonRows rows={6} />
      ) : (
        <div className="lb-preview" aria-label={t('preview')}>
          {shown.map((entry) => (
            <LabelCard key={entry.id} entry={entry} size={size} printedCount={entry.printedCount} />
          ))}
          {entries.length > PREVIEW_MAX ? (
            <p className="muted lb-more">{t('moreNotShown', { count: entries.length - PREVIEW_MAX })}</p>
          ) : null}
        </div>
      )}
    </section>
  );
}

function DoneNotice({ done }: { done: Done }) {
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
  const failed = outcome.failed ?? [];
  const notRunning = outcome.cloudNotRunning;
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
      {notRunning ? (
        <div className="notice notice-error" role="alert" data-testid="cloud-not-running">
          <strong>⚠ {t('cloud.notRunning', { count: notRunning.count })}</strong>
          <div>{t('cloud.howToStart', { url: notRunning.url })}</div>
        </div>
      ) : null}
      {failed.length > 0 ? (
        <div className="notice notice-error" role="alert">
          <strong>⚠ {t('cloud.failed', { count: failed.length })}</strong>
          <ul>
            {failed.slice(0, 10).map((f) => (
              <li key={f.id}>
                {f.waybillCode}: {f.msg}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
