import { useTranslation } from 'react-i18next';
import { LABEL_SIZES } from '../../shared/label/label-sizes';

/** The `<option>`s of every label size the desk prints, as "100 × 150 mm". */
export function LabelSizeOptions() {
  const { t } = useTranslation('settings');
  return (
    <>
      {LABEL_SIZES.map((s) => (
        <option key={s} value={s}>
          {t('labelSize', { size: s.replace('x', ' × ') })}
        </option>
      ))}
    </>
  );
}
