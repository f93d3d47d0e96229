import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SenderProfile, Settings } from '../../../shared/ipc/channels/settings';
import { ErrorNotice } from '../../components/error-notice';
import { ipcErrorOf } from '../../components/ipc-error';
import { LimitedInput } from '../../components/limited-input';
import {
  draftFromSender,
  EMPTY_SENDER,
  senderFieldOfPath,
  senderFromDraft,
  type SenderDraft,
  type SenderField,
} from '../../components/sender-draft';
import { SenderFields } from '../../components/sender-fields';
import { validationMessage } from '../../components/validation-message';
import { useUpdateSettings } from '../../hooks/settings';

const newId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `s-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

interface Editing {
  id: string;
  isNew: boolean;
  label: string;
  sender: SenderDraft;
}

/** Saved sender addresses: add, edit, remove, pick the default. The list is saved whole (settings.update). */
export function SenderProfiles({ settings }: { settings: Settings }) {
  const { t, i18n } = useTranslation('settings');
  const update = useUpdateSettings();
  const [editing, setEditing] = useState<Editing | null>(null);
  const err = update.error ? ipcErrorOf(update.error) : null;
  const senderField = err?.kind === 'invalid-request' && err.field ? senderFieldOfPath(err.field) : null;
  const labelBad = err?.kind === 'invalid-request' && /label$/.test(err.field ?? '');
  const senderErrors: Partial<Record<SenderField, string>> =
    senderField && err ? { [senderField]: validationMessage(err.msg, t, i18n.language) } : {};

  // Opening, switching or closing the editor forgets the last save's outcome (its error belonged to that edit).
  const edit = (next: Editing | null) => {
    update.reset();
    setEditing(next);
  };

  const save = (e: Editing) => {
    const profile: SenderProfile = { id: e.id, label: e.label.trim(), ...senderFromDraft(e.sender) };
    const senders = e.isNew
      ? [...settings.senders, profile]
      : settings.senders.map((s) => (s.id === e.id ? profile : s));
    const defaultSenderId = settings.defaultSenderId ?? profile.id;
    // Keep the editor (and what was typed) open until main accepts it.
    update.mutate({ senders, defaultSenderId }, { onSuccess: () => setEditing(null) });
  };

  const remove = (id: string) => {
    const senders = settings.senders.filter((s) => s.id !== id);
    const defaultSenderId =
      settings.defaultSenderId === id ? (senders[0]?.id ?? null) : settings.defaultSenderId;
    update.mutate({ senders, defaultSenderId });
  };

  return (
    <section className="settings-section panel" aria-labelledby="settings-senders-heading">
      <h2 id="settings-senders-heading">{t('senders.heading')}</h2>
      {settings.senders.length === 0 && !editing && <p className="muted">{t('senders.empty')}</p>}
      <ul className="sender-list" aria-label={t('senders.heading')}>
        {settings.senders.map((s) => (
          <li key={s.id} className="sender-item">
            <label className="check" title={t('senders.default')}>
              <input
                type="radio"
                name="default-sender"
                checked={settings.defaultSenderId === s.id}
                onChange={() => update.mutate({ defaultSenderId: s.id })}
                aria-label={t('senders.makeDefault', { label: s.label })}
              />
            </label>
            <div className="sender-summary">
              <strong>{s.label}</strong>
              {settings.defaultSenderId === s.id && (
                <span className="badge badge-info">{t('senders.default')}</span>
              )}
              <div>
                {s.name} · {s.mobile || s.phone}
              </div>
              <div className="muted">
                {[s.address.province, s.address.city, s.address.district, s.address.town, s.address.detail]
                  .filter(Boolean)
                  .join(' ')}
              </div>
            </div>
            <button
              type="button"
              className="btn"
              onClick={() => edit({ id: s.id, isNew: false, label: s.label, sender: draftFromSender(s) })}
              aria-label={t('senders.editOne', { label: s.label })}
            >
              {t('senders.edit')}
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => remove(s.id)}
              aria-label={t('senders.removeOne', { label: s.label })}
              disabled={update.isPending}
            >
              {t('senders.remove')}
            </button>
          </li>
        ))}
      </ul>
      {editing ? (
        <form
          className="sender-editor"
          aria-label={editing.isNew ? t('senders.add') : t('senders.editOne', { label: editing.label })}
          onSubmit={(e) => {
            e.preventDefault();
            save(editing);
          }}
        >
          <div className="field">
            <label htmlFor="settings-sender-label">{t('senders.label')} *</label>
            <LimitedInput
              id="settings-sender-label"
              className="input"
              max={40}
              value={editing.label}
              aria-invalid={labelBad || undefined}
              onValueChange={(label) => setEditing({ ...editing, label })}
            />
          </div>
          <SenderFields
            idPrefix="settings-sender"
            value={editing.sender}
            errors={senderErrors}
            onChange={(sender) => setEditing({ ...editing, sender })}
          />
          {err && !senderField && <ErrorNotice error={update.error} compact />}
          <div className="settings-row">
            <button type="submit" className="btn btn-primary" disabled={update.isPending}>
              {t('senders.save')}
            </button>
            <button type="button" className="btn" onClick={() => edit(null)}>
              {t('action.cancel', { ns: 'common' })}
            </button>
          </div>
        </form>
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
