import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../shared/ipc/channels/settings';
import { CARRIERS, isFreightCarrier } from '../../../shared/api/carriers';
import { draftFromSender, type SenderField } from '../../components/sender-draft';
import { SenderFields } from '../../components/sender-fields';
import type { FetchDraft } from '../../store/fetch-draft';
import type { FetchFormField } from './fetch-field';
import { DateField } from '../../components/date-field';

interface FetchFormProps {
  draft: FetchDraft;
  settings: Settings;
  errors: Partial<Record<FetchFormField, string>>;
  onPatch: (p: Partial<FetchDraft>) => void;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={`${id}-error`} className="field-error">
      {message}
    </span>
  ) : null;
}

const invalid = (id: string, message: string | undefined) =>
  message ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

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
        <div className="field">
          <label htmlFor="fetch-cpCode">{t('carrier')}</label>
          <select
            id="fetch-cpCode"
            className="select"
            value={draft.cpCode}
            onChange={(e) => onPatch({ cpCode: e.target.value })}
            {...invalid('fetch-cpCode', errors.cpCode)}
          >
            {[...CARRIERS.map((c) => c.code), ...settings.extraCarriers].map((code) => (
              <option key={code} value={code}>
                {t(`carrier.${code}`, { ns: 'common', defaultValue: code })}
              </option>
            ))}
          </select>
          <FieldError id="fetch-cpCode" message={errors.cpCode} />
        </div>
        <div className="field fetch-template">
          <label htmlFor="fetch-templateUrl">{t('template')}</label>
          <input
            id="fetch-templateUrl"
            className="input"
            value={draft.templateUrl}
            placeholder="https://cloudprint.example/template/standard/101"
            onChange={(e) => onPatch({ templateUrl: e.target.value })}
            {...invalid('fetch-templateUrl', errors.templateUrl)}
          />
          <FieldError id="fetch-templateUrl" message={errors.templateUrl} />
        </div>
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
        <label className="check">
          <input
            type="checkbox"
            checked={draft.needEncrypt}
            onChange={(e) => onPatch({ needEncrypt: e.target.checked })}
          />
          {t('encrypt')}
        </label>
        <fieldset className="fetch-edition" {...invalid('fetch-edition', errors.edition)}>
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
        <label className="check">
          <input
            type="checkbox"
            checked={draft.callDoorPickUp}
            onChange={(e) => onPatch({ callDoorPickUp: e.target.checked })}
          />
          {t('doorPickUp')}
        </label>
        {draft.callDoorPickUp && (
          <div className="fetch-row">
            <div className="field">
              <label htmlFor="fetch-doorPickUpTime">{t('pickUpFrom')} *</label>
              <DateField
                id="fetch-doorPickUpTime"
                mode="datetime"
                value={draft.doorPickUpTime}
                onChange={(doorPickUpTime) => onPatch({ doorPickUpTime })}
                invalid={Boolean(errors.doorPickUpTime)}
                describedBy={errors.doorPickUpTime ? 'fetch-doorPickUpTime-error' : undefined}
              />
              <FieldError id="fetch-doorPickUpTime" message={errors.doorPickUpTime} />
            </div>
            <div className="field">
              <label htmlFor="fetch-doorPickUpEndTime">{t('pickUpUntil')}</label>
              <DateField
                id="fetch-doorPickUpEndTime"
                mode="datetime"
                value={draft.doorPickUpEndTime}
                onChange={(doorPickUpEndTime) => onPatch({ doorPickUpEndTime })}
                invalid={Boolean(errors.doorPickUpEndTime)}
                describedBy={errors.doorPickUpEndTime ? 'fetch-doorPickUpEndTime-error' : undefined}
              />
              <FieldError id="fetch-doorPickUpEndTime" message={errors.doorPickUpEndTime} />
            </div>
          </div>
        )}
        <div className="fetch-row">
          <div className="field">
            <label htmlFor="fetch-logisticsServices">{t('services')}</label>
            <input
              id="fetch-logisticsServices"
              className="input"
              value={draft.logisticsServices}
              placeholder={t('servicesHint')}
              onChange={(e) => onPatch({ logisticsServices: e.target.value })}
              {...invalid('fetch-logisticsServices', errors.logisticsServices)}
            />
            <FieldError id="fetch-logisticsServices" message={errors.logisticsServices} />
          </div>
          {freight && (
            <div className="field">
              <label htmlFor="fetch-totalPackagesCount">{t('packages')}</label>
              <input
                id="fetch-totalPackagesCount"
                className="input"
                type="number"
                min={1}
                value={draft.totalPackagesCount}
                onChange={(e) => onPatch({ totalPackagesCount: e.target.value })}
                {...invalid('fetch-totalPackagesCount', errors.totalPackagesCount)}
              />
              <FieldError id="fetch-totalPackagesCount" message={errors.totalPackagesCount} />
            </div>
          )}
        </div>
      </section>
    </div>
  );
}
