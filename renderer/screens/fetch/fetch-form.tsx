import { useTranslation } from 'react-i18next';
import { CarrierOptions } from '../../components/carrier-options';
import { SelectField, TextField } from '../../components/form-field';
import { FetchSenderSection, type FetchSectionProps } from './fetch-form-sender';
import { FetchOptionsSection } from './fetch-form-options';

type FetchFormProps = FetchSectionProps & {
  /** A selection split across shops: each call takes its own shop's sender and template (the split shows them). */
  perShop?: boolean;
};

/**
 * Carrier, sender, template and options; everything starts from Settings and can be changed here. Across shops
 * only the carrier and the options are the seller's to choose here.
 */
export function FetchForm({ draft, settings, errors, onPatch, perShop = false }: FetchFormProps) {
  const { t } = useTranslation('fetch');

  return (
    <div className="fetch-form">
      <section className="fetch-section">
        <SelectField
          id="fetch-cpCode"
          label={t('carrier')}
          value={draft.cpCode}
          onChange={(cpCode) => onPatch({ cpCode })}
          error={errors.cpCode}
        >
          <CarrierOptions extra={settings.extraCarriers} />
        </SelectField>
        {perShop ? null : (
          <TextField
            id="fetch-templateUrl"
            className="fetch-template"
            label={t('template')}
            value={draft.templateUrl}
            placeholder="https://cloudprint.example/template/standard/101"
            onChange={(templateUrl) => onPatch({ templateUrl })}
            error={errors.templateUrl}
          />
        )}
      </section>

      {perShop ? null : (
        <FetchSenderSection draft={draft} settings={settings} errors={errors} onPatch={onPatch} />
      )}

      <FetchOptionsSection draft={draft} errors={errors} onPatch={onPatch} />
    </div>
  );
}
