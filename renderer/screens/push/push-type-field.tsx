import { useTranslation } from 'react-i18next';
import { PUSH_TYPES, type PushType } from '../../../shared/api/schemas/item-push';
import { RadioChips } from '../../components/radio-chips';

const TYPES = Object.keys(PUSH_TYPES) as PushType[];

/** One of the four push kinds, required. */
export function PushTypeField({
  type,
  onChange,
  missing,
}: {
  type: PushType | null;
  onChange: (type: PushType) => void;
  missing: boolean;
}) {
  const { t } = useTranslation('push');
  return (
    <fieldset className="ps-types" aria-invalid={missing || undefined}>
      <legend className="field-label">{t('type.label')}</legend>
      <RadioChips
        name="push-type"
        choices={TYPES}
        value={type}
        onChange={onChange}
        chipClass="ps-type"
        caption={(k) => (
          <span>
            <b>{t(`type.${k}`)}</b>
          </span>
        )}
      />
      {missing ? (
        <div className="field-error" role="alert">
          {t('error.typeRequired')}
        </div>
      ) : null}
    </fieldset>
  );
}
