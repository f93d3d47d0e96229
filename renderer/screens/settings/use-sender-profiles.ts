import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SenderProfile, Settings } from '../../../shared/ipc/channels/settings';
import { ipcErrorOf } from '../../components/ipc-error';
import {
  senderFieldOfPath,
  senderFromDraft,
  type SenderDraft,
  type SenderField,
} from '../../store/sender-draft';
import { validationMessage } from '../../components/validation-message';
import { useUpdateSettings } from '../../hooks/settings';

export interface Editing {
  id: string;
  isNew: boolean;
  label: string;
  sender: SenderDraft;
}

/** The sender list's edits, each saving the whole list (settings.update), and where a refusal is shown. */
export function useSenderProfiles(settings: Settings) {
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

  const makeDefault = (id: string) => update.mutate({ defaultSenderId: id });
  const errors = { label: labelBad, sender: senderErrors, unplaced: err !== null && !senderField };
  return { update, editing, setEditing, edit, save, remove, makeDefault, err, errors };
}
