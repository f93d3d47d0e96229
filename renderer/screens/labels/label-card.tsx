import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelSize } from '../../../shared/label/label-sizes';
import { LabelProblemCard } from '../../label/label-problem-card';
import { ShippingLabel } from '../../label/shipping-label';
import type { LabelPreviewEntry } from '../../hooks/labels';

/** One label in the preview at true size, with what the desk knows about it above. */
export interface LabelCardProps {
  entry: LabelPreviewEntry;
  size: LabelSize;
  /** printed ×n, when the desk knows it. */
  printedCount: number;
}

export const LabelCard = memo(function LabelCard({ entry, size, printedCount }: LabelCardProps) {
  const { t } = useTranslation('labels');
  const { result } = entry;
  const encrypted = result.ok && result.label.encrypted;
  const isVoid = entry.status === 'recycled';
  return (
    <figure
      className={`lb-card${isVoid ? ' lb-card-void' : ''}`}
      aria-label={t('caption.label', { code: entry.waybillCode })}
    >
      <figcaption className="lb-caption">
        <span className="lb-code">{entry.waybillCode}</span>
        {isVoid ? (
          <span className="badge badge-danger">{t('caption.void')}</span>
        ) : printedCount > 0 ? (
          <span className="badge badge-info">✓ {t('caption.printedTimes', { count: printedCount })}</span>
        ) : entry.dialogCount > 0 ? (
          <span className="badge badge-warning" title={t('caption.dialogWhy')}>
            ◐ {t('caption.dialogTimes', { count: entry.dialogCount })}
          </span>
        ) : (
          <span className="badge badge-muted">○ {t('caption.neverPrinted')}</span>
        )}
        {encrypted ? <span className="badge badge-warning">{t('caption.encrypted')}</span> : null}
        {!result.ok ? <span className="badge badge-danger">⚠ {t('caption.problem')}</span> : null}
      </figcaption>
      {encrypted ? <p className="notice notice-warning lb-why">{t('encrypted.why')}</p> : null}
      {result.ok && result.label.omittedCharacters ? (
        <p className="notice notice-info lb-why" data-testid="label-omitted">
          {t('omitted')}
        </p>
      ) : null}
      {isVoid ? <p className="notice notice-info lb-why">{t('void.why')}</p> : null}
      <div className="lb-paper" aria-hidden={isVoid || undefined}>
        {result.ok ? (
          <ShippingLabel model={result.label} size={size} />
        ) : (
          <LabelProblemCard
            error={result.error}
            waybillCode={result.waybillCode ?? entry.waybillCode}
            size={size}
          />
        )}
      </div>
    </figure>
  );
});
