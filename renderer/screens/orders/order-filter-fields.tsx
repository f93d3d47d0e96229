import { useTranslation } from 'react-i18next';
import type { OrderFilterDraft } from '../../store/order-filters';
import { RemarkFlag } from './order-cells';
import { REMARK_TAGS } from './order-format';
import { DateField } from '../../components/date-field';
import { Field, TextField } from '../../components/form-field';
import { RadioChips } from '../../components/radio-chips';

/** Any tag (''), then each remark flag. */
const TAG_CHOICES = ['', ...REMARK_TAGS] as const;

interface OrderFilterFieldsProps {
  draft: OrderFilterDraft;
  setDraft: (change: Partial<OrderFilterDraft>) => void;
  /** The range ends before it starts: the end field says so. */
  rangeProblem: boolean;
}

/** The enhanced edition's filter fields as typed: time range, remark, remark flag, flag name. */
export function OrderFilterFields({ draft, setDraft, rangeProblem }: OrderFilterFieldsProps) {
  const { t } = useTranslation('orders');
  const textField = (id: string, key: 'remark' | 'remarkTagName', label: string) => (
    <TextField id={id} label={label} value={draft[key]} onChange={(value) => setDraft({ [key]: value })} />
  );
  return (
    <>
      <Field id="f-from" label={t('filters.from')}>
        <DateField id="f-from" mode="datetime" value={draft.from} onChange={(from) => setDraft({ from })} />
      </Field>
      <Field id="f-to" label={t('filters.to')}>
        <DateField
          id="f-to"
          mode="datetime"
          value={draft.to}
          invalid={rangeProblem}
          describedBy={rangeProblem ? 'f-range-error' : undefined}
          onChange={(to) => setDraft({ to })}
        />
      </Field>
      {textField('f-remark', 'remark', t('filters.remark'))}
      <fieldset className="field flag-picker">
        <legend className="field-label">{t('filters.tag')}</legend>
        <div className="flag-options">
          <RadioChips
            name="remark-tag"
            choices={TAG_CHOICES}
            value={draft.remarkTag}
            onChange={(remarkTag) => setDraft({ remarkTag })}
            chipClass="flag-option"
            caption={(tag) => (tag === '' ? t('filters.anyTag') : <RemarkFlag tag={tag} t={t} />)}
          />
        </div>
      </fieldset>
      {textField('f-tagname', 'remarkTagName', t('filters.tagName'))}
    </>
  );
}
