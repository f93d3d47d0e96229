import { useTranslation } from 'react-i18next';

/** An empty list's way out when filters hide every order: clear them. */
export function FiltersResetButton({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <button type="button" className="btn" onClick={onReset}>
      {t('filters.reset')}
    </button>
  );
}
