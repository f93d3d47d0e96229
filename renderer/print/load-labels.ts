import { LabelParseResult } from '../../shared/label/label-model';
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

/**
 * The labels of a print job, in the order asked for. The contract carries each label as `unknown`
 * (shared/label owns its shape), so it is checked here: an unreadable entry becomes a problem card.
 */
export const loadLabels = async (
  ids: number[],
  size: LabelSize | undefined,
  now = new Date(),
): Promise<LoadedLabels> => {
  const out = await call('labels.get', size ? { ids, size } : { ids });
  const printedAt = formatPrintedAt(now);
  const labels = out.labels.map((entry): LabelParseResult => {
    const parsed = LabelParseResult.safeParse(entry.label);
    if (!parsed.success) {
      return {
        ok: false,
        error: 'labels.get returned a label this view cannot read',
        waybillCode: entry.waybillCode,
      };
    }
    const result = parsed.data;
    if (result.ok && result.label.printedAt === '')
      return { ok: true, label: { ...result.label, printedAt } };
    return result;
  });
  return { size: size ?? out.size, labels };
};
