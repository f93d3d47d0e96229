import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../shared/ipc/channels/settings';
import { ErrorNotice } from '../../components/error-notice';
import { draftFromSender, EMPTY_SENDER } from '../../store/sender-draft';
import { SenderEditor } from './sender-editor';
import { SenderItem } from './sender-item';
import { useSenderProfiles } from './use-sender-profiles';

const newId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `s-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Saved sender addresses: add, edit, remove, pick the default. The list is saved whole (settings.update). */
export function SenderProfiles({ settings }: { settings: Settings }) {
  const { t } = useTranslation('settings');
  const { update, editing, setEditing, edit, save, remove, makeDefault, err, errors } =
    useSenderProfiles(settings);

  return (
    <section className="settings-section panel" aria-labelledby="settings-senders-heading">
      <h2 id="settings-senders-heading">{t('senders.heading')}</h2>
      {settings.senders.length === 0 && !editing && <p className="muted">{t('senders.empty')}</p>}
      <ul className="sender-list" aria-label={t('senders.heading')}>
        {settings.senders.map((s) => (
          <SenderItem
            key={s.id}
            sender={s}
            isDefault={settings.defaultSenderId === s.id}
            busy={update.isPending}
            onDefault={() => makeDefault(s.id)}
            onEdit={(one) =>
              edit({ id: one.id, isNew: false, label: one.label, sender: draftFromSender(one) })
            }
            onRemove={remove}
          />
        ))}
      </ul>
      {editing ? (
        <SenderEditor
          editing={editing}
          onChange={setEditing}
          onSave={() => save(editing)}
          onCancel={() => edit(null)}
          errors={errors}
          error={update.error}
          busy={update.isPending}
        />
      ) : (
        <button
          type="button"
          className="btn"
          onClick={() => edit({ id: newId(), isNew: true, label: '', sender: EMPTY_SENDER })}
        >
          + {t('senders.add')}
        </button>
      )}
      {!editing && err && <ErrorNotice error={update.error} compact />}
    </section>
  );
}
