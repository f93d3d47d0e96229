import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '../../components/form-field';
import { useWaybillDesks } from './use-waybill-desks';

export interface DeskFilterProps {
  /** '' = every desk. */
  value: string;
  onChange: (desk: string) => void;
}

/**
 * Which desk's waybills: every desk, this desk, or any other desk holding waybills in the ledger (with how many).
 * Offered on a shared ledger, or where more than one desk wrote; a native select, so the keyboard reaches it.
 */
export function DeskFilter({ value, onChange }: DeskFilterProps) {
  const { t } = useTranslation('waybills');
  const { offered, thisDesk, thisCount, others } = useWaybillDesks();
  if (!offered && value === '') return null;
  // A desk chosen earlier that holds no waybill now stays a choice, so the select never shows a wrong one.
  const stale = value !== '' && value !== thisDesk && !others.some((d) => d.desk === value);
  return (
    <LabelledSelect
      label={t('filters.desk')}
      data-testid="waybill-desk-filter"
      value={value}
      onChange={onChange}
    >
      <option value="">{t('filters.anyDesk')}</option>
      {thisDesk !== '' && (
        <option value={thisDesk}>{t('filters.thisDesk', { desk: thisDesk, count: thisCount })}</option>
      )}
      {others.map(({ desk, count }) => (
        <option key={desk} value={desk}>
          {t('filters.otherDesk', { desk, count })}
        </option>
      ))}
      {stale && <option value={value}>{t('filters.otherDesk', { desk: value, count: 0 })}</option>}
    </LabelledSelect>
  );
}
