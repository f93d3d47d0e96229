import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../shared/ipc/channels/settings';
import type { FetchDraft } from '../../store/fetch-draft';
import type { FetchFormField } from './fetch-field';
import { CarrierOptions } from '../../components/carrier-options';
import { SelectField, TextField } from '../../components/form-field';
import { FetchSenderSection } from './fetch-form-sender';
import { FetchOptionsSection } from './fetch-form-options';

interface FetchFormProps {
  draft: FetchDraft;
  settings: Settings;
  errors: Partial<Record<FetchFormField, string>>;
  onPatch: (p: Partial<FetchDraft>) => void;
}

/** Carrier, sender, template and options; everything starts from Settings and can be changed here. */
export function FetchForm({ draft, settings, errors, onPatch }: FetchFormProps) {
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
        <TextField
          id="fetch-templateUrl"
          className="fetch-template"
          label={t('template')}
          value={draft.templateUrl}
          placeholder="https://cloudprint.example/template/standard/101"
          onChange={(templateUrl) => onPatch({ templateUrl })}
          error={errors.templateUrl}
        />
      </section>

      <FetchSenderSection draft={draft} settings={settings} errors={errors} onPatch={onPatch} />

      <FetchOptionsSection draft={draft} errors={errors} onPatch={onPatch} />
    </div>
  );
}
