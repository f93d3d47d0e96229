import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';

/**
 * The save row of a settings section that saves on its own: its button, "✓ Saved" beside it once saved, and under
 * the row why the save failed. One shape, so every such section reads and is reached the same way.
 */
export function SectionSave({
  label,
  onSave,
  pending,
  saved,
  error,
}: {
  label: string;
  onSave: () => void;
  pending: boolean;
  saved: boolean;
  error: unknown;
}) {
  const { t } = useTranslation('settings');
  return (
    <>
      <div className="settings-actions">
        <button type="button" className="btn btn-primary" onClick={onSave} disabled={pending}>
          {label}
        </button>
        {saved ? (
          <span role="status" className="muted">
            ✓ {t('profiles.saved')}
          </span>
        ) : null}
      </div>
      {error ? <ErrorNotice error={error} compact /> : null}
    </>
  );
}
