import { useTranslation } from 'react-i18next';

interface SkeletonRowsProps {
  rows?: number;
  /** Relative widths of the columns, e.g. [1, 3, 2]. */
  columns?: number[];
}

/** Placeholder rows while the first answer is on its way (later loads keep the previous rows instead). */
export function SkeletonRows({ rows = 8, columns = [1, 3, 2, 2, 1] }: SkeletonRowsProps) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-busy="true" aria-label={t('status.loading')}>
      {Array.from({ length: rows }, (_, r) => (
        <div className="skeleton-row" key={r}>
          {columns.map((w, c) => (
            <div className="skeleton-cell" key={c} style={{ flex: w, opacity: 1 - r * (0.6 / rows) }} />
          ))}
        </div>
      ))}
    </div>
  );
}
