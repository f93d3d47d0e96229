import { useTranslation } from 'react-i18next';
import type { WaybillFilterForm } from '../../store/waybill-filter-store';
import { DateField } from '../../components/date-field';
import { LabelledSelect } from '../../components/form-field';
import { CarrierOptions } from '../../components/carrier-options';
import { useSettings } from '../../hooks/settings';

interface FilterFieldsProps {
  form: WaybillFilterForm;
  patch: (change: Partial<WaybillFilterForm>) => void;
}

/** The filters picked from a fixed list: the form field, its caption, its choices as [value, caption key]. */
const CHOICE_FILTERS = [
  {
    key: 'printed',
    label: 'filters.printed',
    choices: [
      ['all', 'filters.any'],
      ['unprinted', 'filters.unprinted'],
      ['dialog', 'filters.dialogOnly'],
      ['printed', 'filters.printedOnly'],
    ],
  },
  {
    key: 'status',
    label: 'filters.status',
    choices: [
      ['all', 'filters.any'],
      ['live', 'status.live'],
      ['recycled', 'status.recycled'],
    ],
  },
  {
    key: 'checked',
    label: 'filters.checked',
    choices: [
      ['all', 'filters.any'],
      ['checked', 'filters.checkedOnly'],
      ['unchecked', 'filters.uncheckedOnly'],
    ],
  },
  {
    key: 'weight',
    label: 'filters.weight',
    choices: [
      ['all', 'filters.any'],
      ['weighed', 'filters.weighed'],
      ['overridden', 'filters.weightOverridden'],
      ['none', 'filters.unweighed'],
    ],
  },
  {
    key: 'handover',
    label: 'filters.handover',
    choices: [
      ['all', 'filters.any'],
      ['not-handed-over', 'filters.notHandedOver'],
      ['handed-over', 'filters.handedOver'],
    ],
  },
] as const;

/** Issued from and to (whole local days). */
export function WaybillDateFilters({ form, patch }: FilterFieldsProps) {
  const { t } = useTranslation('waybills');
  return (
    <>
      <div className="field">
        <label className="field-label" htmlFor="wb-from">
          {t('filters.from')}
        </label>
        <DateField
          id="wb-from"
          mode="date"
          value={form.fromDate}
          onChange={(fromDate) => patch({ fromDate })}
        />
      </div>
      <div className="field">
        <label className="field-label" htmlFor="wb-to">
          {t('filters.to')}
        </label>
        <DateField id="wb-to" mode="date" value={form.toDate} onChange={(toDate) => patch({ toDate })} />
      </div>
    </>
  );
}

/** The carrier, then printed, live/recycled, checked, weight and handover, each picked from its fixed list. */
export function WaybillChoiceFilters({ form, patch }: FilterFieldsProps) {
  const { t } = useTranslation('waybills');
  // The seller's extra carrier codes too: waybills fetched with them are filtered like any other.
  const extraCarriers = useSettings().data?.extraCarriers ?? [];
  return (
    <>
      <LabelledSelect
        label={t('filters.carrier')}
        value={form.cpCode}
        onChange={(cpCode) => patch({ cpCode })}
      >
        <option value="">{t('filters.any')}</option>
        <CarrierOptions extra={extraCarriers} />
      </LabelledSelect>
      {CHOICE_FILTERS.map(({ key, label, choices }) => (
        <LabelledSelect
          key={key}
          label={t(label)}
          value={form[key]}
          // The select offers only `choices`, so its value is one of the field's own.
          onChange={(value) => patch({ [key]: value })}
        >
          {choices.map(([value, caption]) => (
            <option key={value} value={value}>
              {t(caption)}
            </option>
          ))}
        </LabelledSelect>
      ))}
    </>
  );
}
