import { useTranslation } from 'react-i18next';
import type { PreflightOutcome } from '../../shared/ipc/channels/labels';
import type { LabelSize } from '../../shared/label/label-sizes';

/**
 * What the printer check found before printing (printer missing, no paper of the label's size), one amber note
 * each; worded the same on the labels workbench and the scan station.
 */
export function PreflightWarnings({
  warnings,
  size,
  testId,
}: {
  warnings: PreflightOutcome['warnings'] | undefined;
  size: LabelSize;
  testId: string;
}) {
  const { t } = useTranslation('labels');
  return (warnings ?? []).map((w) => (
    <p key={w.kind} className="notice notice-warning" role="note" data-testid={testId}>
      ⚠{' '}
      {w.kind === 'printer-missing'
        ? t('preflight.missing', { printer: w.printer })
        : t('preflight.paper', {
            printer: w.printer,
            size: t(`size.${size}`),
            papers: w.paperSizes.join(', '),
          })}
    </p>
  ));
}
