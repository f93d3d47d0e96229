import { useTranslation } from 'react-i18next';
import { LABEL_SIZES, type LabelSize } from '../../../shared/label/label-sizes';

/** 76×130 / 100×150 / 100×180 as one radio group (←→ moves between them). */
export function LabelSizeSwitch({
  value,
  onChange,
}: {
  value: LabelSize;
  onChange: (size: LabelSize) => void;
}) {
  const { t } = useTranslation('labels');
  return (
    <fieldset className="lb-sizes">
      <legend className="field-label">{t('size.label')}</legend>
      {LABEL_SIZES.map((size) => (
        <label key={size} className={`lb-size${size === value ? ' is-on' : ''}`}>
          <input
            type="radio"
            name="label-size"
            value={size}
            checked={size === value}
            onChange={() => onChange(size)}
          />
          <span>{t(`size.${size}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
