import { useEffect, useMemo, useState } from 'react';
import type { PrintOutcome } from '../../../shared/ipc/channels/labels';
import { DEFAULT_LABEL_SIZE, type LabelSize } from '../../../shared/label/label-sizes';
import { useExportLabelsPdf, useLabelPreview, usePrintLabels, usePrintPreflight } from '../../hooks/labels';
import { openBrowserPrint } from '../../documents/browser-print';

export type Done =
  /** leftOut: void labels not sent (the desk leaves them out; main would too). */
  | { kind: 'printed'; outcome: PrintOutcome; leftOut: number }
  | { kind: 'pdf'; path: string | null; pages: number; inBrowser: boolean };

/** Ctrl+P prints the labels, not the desk window. */
function usePrintShortcut() {
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
}

/** The labels' preview sorted by what each can do (print, cloud-print, void, broken), and the two actions. */
export function useLabelsWorkbench(ids: number[]) {
  const preview = useLabelPreview(ids, undefined);
  const print = usePrintLabels();
  const exportPdf = useExportLabelsPdf();
  const [chosenSize, setChosenSize] = useState<LabelSize | null>(null);
  const [printer, setPrinter] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);

  const size = chosenSize ?? preview.data?.size ?? DEFAULT_LABEL_SIZE;
  const entries = useMemo(() => preview.data?.entries ?? [], [preview.data]);
  const live = entries.filter((e) => e.status === 'live');
  const voided = entries.filter((e) => e.status === 'recycled');
  const printable = live.filter((e) => e.result.ok && !e.result.label.encrypted);
  const encrypted = live.filter((e) => e.result.ok && e.result.label.encrypted);
  const broken = live.filter((e) => !e.result.ok);
  // Encrypted labels print too, through the carrier's cloud-print component: the button counts them.
  const toPrint = [...printable, ...encrypted];
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
  usePrintShortcut();

  const groups = { voided, printable, encrypted, broken, toPrint };
  const actions = { print, exportPdf, onPrint, onExport, busy, done };
  return { preview, entries, size, setChosenSize, printer, setPrinter, preflight, groups, actions };
}

export type LabelsWorkbenchState = ReturnType<typeof useLabelsWorkbench>;
