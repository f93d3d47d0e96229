import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { SkeletonRows } from '../../components/skeleton-rows';
import { useRecentWaybills } from '../../hooks/waybills';
import { useNavigation } from '../../store/navigation';
import { RecentTable } from './recent-table';

/** Nothing handed over from Orders or Waybills: pick among the most recent live waybills. */
export function RecentPicker() {
  const { t } = useTranslation('labels');
  const recent = useRecentWaybills(50);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const rows = recent.data?.rows ?? [];
  const flip = (id: number) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section className="lb-screen" aria-labelledby="lb-title">
      <header className="lb-header">
        <h1 id="lb-title">{t('title')}</h1>
        <p className="muted">{t('picker.explain')}</p>
        <div className="lb-actions">
          <button type="button" className="btn" onClick={() => useNavigation.getState().goTo('waybills')}>
            {t('picker.toWaybills')}
          </button>
          <button
            type="button"
            className="btn btn-primary btn-large"
            disabled={picked.size === 0}
            onClick={() =>
              useNavigation.getState().openLabels(rows.filter((r) => picked.has(r.id)).map((r) => r.id))
            }
          >
            {t('picker.show', { count: picked.size })}
          </button>
        </div>
      </header>
      {recent.error ? (
        <ErrorNotice error={recent.error} onRetry={() => void recent.refetch()} />
      ) : recent.isPending ? (
        <SkeletonRows rows={6} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('picker.emptyTitle')} hint={t('picker.emptyHint')} icon="▤" />
      ) : (
        <RecentTable rows={rows} picked={picked} onFlip={flip} />
      )}
    </section>
  );
}
