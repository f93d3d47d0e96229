import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../shared/ipc/channels/settings';
import { draftFromSender, type SenderField } from '../../store/sender-draft';
import { SenderFields } from '../../components/sender-fields';
import { SenderOptions } from '../../components/sender-options';
import type { FetchDraft } from '../../store/fetch-draft';
import type { FetchFormField } from './fetch-field';

export interface FetchSectionProps {
  draft: FetchDraft;
  settings: Settings;
  errors: Partial<Record<FetchFormField, string>>;
  onPatch: (p: Partial<FetchDraft>) => void;
}

/** The sender: a saved profile, or typed here (typing leaves the profile). */
export function FetchSenderSection({ draft, settings, errors, onPatch }: FetchSectionProps) {
  const { t } = useTranslation('fetch');
  const senderErrors: Partial<Record<SenderField, string>> = {};
  for (const [k, v] of Object.entries(errors))
    if (k.startsWith('sender.')) senderErrors[k.slice(7) as SenderField] = v;
  return (
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
              onPatch(p ? { senderProfileId: p.id, sender: draftFromSender(p) } : { senderProfileId: null });
            }}
          >
            <option value="">{t('senderTyped')}</option>
            <SenderOptions senders={settings.senders} />
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
  );
}
