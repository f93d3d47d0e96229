import { useTranslation } from 'react-i18next';
import { LimitedInput } from './limited-input';
import { SENDER_LIMITS, type SenderDraft, type SenderField } from '../store/sender-draft';

interface SenderFieldsProps {
  value: SenderDraft;
  onChange: (next: SenderDraft) => void;
  /** Prefix for element ids, so two forms on one page do not clash (e.g. `fetch-sender`). */
  idPrefix: string;
  /** Messages for fields main rejected (shown under the field, which is marked invalid). */
  errors?: Partial<Record<SenderField, string>>;
}

const LAYOUT: ReadonlyArray<{ field: SenderField; required?: boolean; wide?: boolean; type?: string }> = [
  { field: 'name', required: true },
  { field: 'mobile', type: 'tel' },
  { field: 'phone', type: 'tel' },
  { field: 'province', required: true },
  { field: 'city' },
  { field: 'district' },
  { field: 'town' },
  { field: 'detail', required: true, wide: true },
];

export const senderFieldId = (idPrefix: string, field: SenderField): string => `${idPrefix}-${field}`;

/** A sender address with the spec's length limits enforced as the seller types (code points, W2). */
export function SenderFields({ value, onChange, idPrefix, errors = {} }: SenderFieldsProps) {
  const { t } = useTranslation('common');
  return (
    <div className="sender-fields">
      {LAYOUT.map(({ field, required, wide, type }) => {
        const id = senderFieldId(idPrefix, field);
        const error = errors[field];
        return (
          <div className={`field ${wide ? 'field-wide' : ''}`} key={field}>
            <label htmlFor={id}>
              {t(`fields.${field}`)}
              {required && <span aria-hidden="true"> *</span>}
            </label>
            <LimitedInput
              id={id}
              className="input"
              type={type ?? 'text'}
              value={value[field]}
              max={SENDER_LIMITS[field]}
              counterId={`${id}-count`}
              aria-required={required}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onValueChange={(v) => onChange({ ...value, [field]: v })}
            />
            {error && (
              <span id={`${id}-error`} className="field-error">
                {error}
              </span>
            )}
          </div>
        );
      })}
      <p className="field-hint sender-contact-hint">{t('sender.contactRule')}</p>
    </div>
  );
}
