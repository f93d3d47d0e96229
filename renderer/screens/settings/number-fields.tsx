import { useTranslation } from 'react-i18next';
import type { IpcError } from '../../../shared/ipc/errors';
import { TextField } from '../../components/form-field';
import { validationMessage } from '../../components/validation-message';

/**
 * A settings section's whole-number boxes (days, hours, points) as typed, each with the save's refusal under it
 * when the refusal names that box (`retention.orderBookDays` → the `orderBookDays` box).
 */
export function NumberFields<K extends string>({
  keys,
  idPrefix,
  labelPrefix,
  draft,
  refused,
  onChange,
}: {
  keys: readonly K[];
  /** Ids are `<idPrefix>-<key>`. */
  idPrefix: string;
  /** Labels are the settings words `<labelPrefix>.<key>`. */
  labelPrefix: string;
  draft: Record<K, string>;
  /** Why the last save was refused, if it was. */
  refused: IpcError | null;
  onChange: (key: K, value: string) => void;
}) {
  const { t, i18n } = useTranslation('settings');
  const named = refused?.field?.split('.').pop();
  return (
    <>
      {keys.map((key) => (
        <TextField
          key={key}
          id={`${idPrefix}-${key}`}
          label={t(`${labelPrefix}.${key}`)}
          inputMode="numeric"
          value={draft[key]}
          error={named === key && refused ? validationMessage(refused.msg, t, i18n.language) : null}
          onChange={(value) => onChange(key, value)}
        />
      ))}
    </>
  );
}
