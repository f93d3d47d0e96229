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
  submit = false,
  savedLabel,
}: {
  label: string;
  onSave: () => void;
  pending: boolean;
  saved: boolean;
  error: unknown;
  /**
   * The row ends a form of several fields: its button is the form's submit button, so Enter in a field presses
   * it (the press saves in place of the browser's submit).
   */
  submit?: boolean;
  /** The section's own words for "Saved" (default: the print profiles'). */
  savedLabel?: string;
}) {
  const { t } = useTranslation('settings');
  return (
    <>
      <div className="settings-actions">
        <button
          type={submit ? 'submit' : 'button'}
          className="btn btn-primary"
          onClick={(e) => {
            e.preventDefault();
            onSave();
          }}
          disabled={pending}
        >
          {label}
        </button>
        {saved ? (
          <span role="status" className="muted">
            ✓ {savedLabel ?? t('profiles.saved')}
          </span>
        ) : null}
      </div>
      {error ? <ErrorNotice error={error} compact /> : null}
    </>
  );
}
