import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../shared/ipc/channels/settings';
import { isFreightCarrier } from '../../../shared/api/carriers';
import { draftFromSender, type SenderField } from '../../components/sender-draft';
import { SenderFields } from '../../components/sender-fields';
import type { FetchDraft } from '../../store/fetch-draft';
import type { FetchFormField } from './fetch-field';
import { DateField } from '../../components/date-field';
import { CarrierOptions } from '../../components/carrier-options';
import {
  CheckField,
  Field,
  FieldError,
  invalidProps,
  SelectField,
  TextField,
} from '../../components/form-field';

interface FetchFormProps {
  draft: FetchDraft;
  settings: Settings;
  errors: Partial<Record<FetchFormField, string>>;
  onPatch: (p: Partial<FetchDraft>) => void;
}

/** Carrier, sender, template and options; everything starts from Settings and can be changed here. */
export function FetchForm({ draft, settings, errors, onPatch }: FetchFormProps) {
  const { t } = useTranslation('fetch');
  const senderErrors: Partial<Record<SenderField, string>> = {};
  for (const [k, v] of Object.entries(errors))
    if (k.startsWith('sender.')) senderErrors[k.slice(7) as SenderField] = v;
  const freight = isFreightCarrier(draft.cpCode);

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

      <section className="fetch-section fetch-sender" aria-labelledby="fetch-sender-heading">
        <div className="fetch-sender-head">
          <h3 id="fetch-sender-heading">{t('sender')}</h3>
          <label className="field-inline">
            <span>{t('senderProfile')}</span>
            <select
              id="fetch-sender-profile"
              className="select"
              value={draft.senderProfileId ?? ''}
              onChange={(e) => {
                const p = settings.senders.find((s) => s.id === e.target.value);
                onPatch(
                  p ? { senderProfileId: p.id, sender: draftFromSender(p) } : { senderProfileId: null },
                );
              }}
            >
              <option value="">{t('senderTyped')}</option>
              {settings.senders.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
        </div>
        <SenderFields
          idPrefix="fetch-sender"
          value={draft.sender}
          errors={senderErrors}
          onChange={(sender) => onPatch({ sender, senderProfileId: null })}
        />
      </section>

      <section className="fetch-section fetch-options" aria-labelledby="fetch-options-heading">
        <h3 id="fetch-options-heading">{t('options')}</h3>
        <CheckField checked={draft.needEncrypt} onChange={(needEncrypt) => onPatch({ needEncrypt })}>
          {t('encrypt')}
        </CheckField>
        <fieldset className="fetch-edition" {...invalidProps('fetch-edition', errors.edition)}>
          <legend className="field-label">{t('edition.label')}</legend>
          {([1, 2, 3] as const).map((ed) => (
            <label className="check" key={ed}>
              <input
                id={ed === 1 ? 'fetch-edition' : undefined}
                type="radio"
                name="fetch-edition"
                checked={draft.edition === ed}
                onChange={() => onPatch({ edition: ed })}
              />
              {t(`edition.${ed}`)}
            </label>
          ))}
          <FieldError id="fetch-edition" message={errors.edition} />
        </fieldset>
        <CheckField checked={draft.callDoorPickUp} onChange={(callDoorPickUp) => onPatch({ callDoorPickUp })}>
          {t('doorPickUp')}
        </CheckField>
        {draft.callDoorPickUp && (
          <div className="fetch-row">
            {(
              [
                ['doorPickUpTime', `${t('pickUpFrom')} *`],
                ['doorPickUpEndTime', t('pickUpUntil')],
              ] as const
            ).map(([key, label]) => (
              <Field key={key} id={`fetch-${key}`} label={label} error={errors[key]}>
                <DateField
                  id={`fetch-${key}`}
                  mode="datetime"
                  value={draft[key]}
                  onChange={(value) => onPatch({ [key]: value })}
                  invalid={Boolean(errors[key])}
                  describedBy={errors[key] ? `fetch-${key}-error` : undefined}
                />
              </Field>
            ))}
          </div>
        )}
        <div className="fetch-row">
          <TextField
            id="fetch-logisticsServices"
            label={t('services')}
            value={draft.logisticsServices}
            placeholder={t('servicesHint')}
            onChange={(logisticsServices) => onPatch({ logisticsServices })}
            error={errors.logisticsServices}
          />
          {freight && (
            <TextField
              id="fetch-totalPackagesCount"
              label={t('packages')}
              type="number"
              min={1}
              value={draft.totalPackagesCount}
              onChange={(totalPackagesCount) => onPatch({ totalPackagesCount })}
              error={errors.totalPackagesCount}
            />
          )}
        </div>
      </section>
    </div>
  );
}
