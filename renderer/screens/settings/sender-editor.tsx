import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { LimitedInput } from '../../components/limited-input';
import type { SenderField } from '../../store/sender-draft';
import { SenderFields } from '../../components/sender-fields';
import type { Editing } from './use-sender-profiles';

/** The sender being added or edited: its label and address, kept as typed until main accepts it. */
export function SenderEditor({
  editing,
  onChange,
  onSave,
  onCancel,
  errors,
  error,
  busy,
}: {
  editing: Editing;
  onChange: (next: Editing) => void;
  onSave: () => void;
  onCancel: () => void;
  errors: { label: boolean; sender: Partial<Record<SenderField, string>>; unplaced: boolean };
  error: unknown;
  busy: boolean;
}) {
  const { t } = useTranslation('settings');
  return (
    <form
      className="sender-editor"
      aria-label={editing.isNew ? t('senders.add') : t('senders.editOne', { label: editing.label })}
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <div className="field">
        <label htmlFor="settings-sender-label">{t('senders.label')} *</label>
        <LimitedInput
          id="settings-sender-label"
          className="input"
          max={40}
          value={editing.label}
          aria-invalid={errors.label || undefined}
          onValueChange={(label) => onChange({ ...editing, label })}
        />
      </div>
      <SenderFields
        idPrefix="settings-sender"
        value={editing.sender}
        errors={errors.sender}
        onChange={(sender) => onChange({ ...editing, sender })}
      />
      {errors.unplaced && <ErrorNotice error={error} compact />}
      <div className="settings-row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('senders.save')}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          {t('action.cancel', { ns: 'common' })}
        </button>
      </div>
    </form>
  );
}
