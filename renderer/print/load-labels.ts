import type { LabelParseResult } from '../../shared/label/label-model';
import type { LabelSize } from '../../shared/label/label-sizes';
import { call } from '../ipc';

export interface LoadedLabels {
  size: LabelSize;
  labels: LabelParseResult[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The print date on the label, local time, when main did not stamp one. */
export const formatPrintedAt = (d: Date): string =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** The labels of a print job, in the order asked for, stamped with the print date when main left it empty. */
export const loadLabels = async (
  ids: number[],
  size: LabelSize | undefined,
  now = new Date(),
): Promise<LoadedLabels> => {
  const out = await call('labels.get', size ? { ids, size } : { ids });
  const printedAt = formatPrintedAt(now);
  const labels = out.labels.map(({ label }): LabelParseResult =>
    label.ok && label.label.printedAt === '' ? { ok: true, label: { ...label.label, printedAt } } : label,
  );
  return { size: size ?? out.size, labels };
};
