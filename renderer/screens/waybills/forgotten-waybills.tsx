import { useTranslation } from 'react-i18next';
import { useSettings } from '../../hooks/settings';
import { useUnprintedCounts } from '../../hooks/waybills';
import { EMPTY_WAYBILL_FILTER, useWaybillFilter } from '../../store/waybill-filter-store';

const pad = (n: number) => String(n).padStart(2, '0');
/** The local day before `ms`: the "issued until" day that holds only waybills older than the cutoff. */
const dayBefore = (ms: number): string => {
  const d = new Date(ms - 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/**
 * Paid waybills fetched and never printed for longer than the setting: how many, why recycling
 * them is worth it, and one button that filters the list to them (recycling stays the seller's choice).
 */
export function ForgottenWaybills() {
  const { t } = useTranslation('waybills');
  const days = useSettings().data?.unprintedFlagDays ?? 3;
  const counts = useUnprintedCounts(days);
  const patch = useWaybillFilter((s) => s.patch);
  if (!counts.stale) return null;
  return (
    <div className="notice notice-warning wb-forgotten" role="note" data-testid="forgotten-waybills">
      <span aria-hidden="true">⚑</span>
      <div className="notice-body">
        <strong>{t('forgotten.title', { count: counts.stale, days })}</strong>
        <div>{t('forgotten.hint')}</div>
      </div>
      <button
        type="button"
        className="btn"
        onClick={() =>
          patch({
            ...EMPTY_WAYBILL_FILTER,
            printed: 'unprinted',
            status: 'live',
            toDate: dayBefore(counts.cutoff + 86_400_000),
          })
        }
      >
        {t('forgotten.show')}
      </button>
    </div>
  );
}
