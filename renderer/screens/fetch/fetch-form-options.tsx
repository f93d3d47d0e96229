import { useTranslation } from 'react-i18next';
import { isFreightCarrier } from '../../../shared/api/carriers';
import type { FetchSectionProps } from './fetch-form-sender';
import { DateField } from '../../components/date-field';
import { CheckField, Field, FieldError, invalidProps, TextField } from '../../components/form-field';

type SectionProps = Omit<FetchSectionProps, 'settings'>;

/** Encryption, edition, door pick-up, services and (freight) the package count. */
export function FetchOptionsSection({ draft, errors, onPatch }: SectionProps) {
  const { t } = useTranslation('fetch');
  const freight = isFreightCarrier(draft.cpCode);
  return (
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
      {draft.callDoorPickUp && <DoorPickUpFields draft={draft} errors={errors} onPatch={onPatch} />}
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
  );
}

/** When the carrier comes to the door: from (required) and until. */
function DoorPickUpFields({ draft, errors, onPatch }: SectionProps) {
  const { t } = useTranslation('fetch');
  return (
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
  );
}
