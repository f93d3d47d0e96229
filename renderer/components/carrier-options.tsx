import { useTranslation } from 'react-i18next';
import { CARRIERS } from '../../shared/api/carriers';

/** The `<option>`s of every carrier the desk knows, then the seller's extra carrier codes, by name where known. */
export function CarrierOptions({ extra }: { extra: readonly string[] }) {
  const { t } = useTranslation('common');
  return (
    <>
      {[...CARRIERS.map((c) => c.code as string), ...extra].map((code) => (
        <option key={code} value={code}>
          {t(`carrier.${code}`, { defaultValue: code })}
        </option>
      ))}
    </>
  );
}
