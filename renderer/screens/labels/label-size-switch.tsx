import { useTranslation } from 'react-i18next';
import { RadioChips } from '../../components/radio-chips';
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
      <RadioChips
        name="label-size"
        choices={LABEL_SIZES}
        value={value}
        onChange={onChange}
        chipClass="lb-size"
        caption={(size) => <span>{t(`size.${size}`)}</span>}
      />
    </fieldset>
  );
}
