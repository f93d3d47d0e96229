import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * A date (or date and time) field that follows the desk's language, not the browser's: the browser's own date
 * input shows mm/dd/yyyy inside the Chinese desk. The seller types 2026-11-22 (09:30); / and . work as separators
 * and leading zeros may be left out. The value given out is the <input type=date|datetime-local> format the
 * stores already use ("2026-11-22", "2026-11-22T09:30"), or '' while the text is empty or not a real date.
 */

type Mode = 'date' | 'datetime';

const PATTERN = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2}))?$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** The typed text as the stores' value, or null when it is not a real date (or time where one is wanted). */
export const parseDateText = (text: string, mode: Mode): string | null => {
  const m = PATTERN.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map((v) => (v === undefined ? undefined : Number(v)));
  if (y === undefined || mo === undefined || d === undefined) return null;
  const day = new Date(y, mo - 1, d);
  if (day.getFullYear() !== y || day.getMonth() !== mo - 1 || day.getDate() !== d) return null;
  const date = `${y}-${pad(mo)}-${pad(d)}`;
  if (mode === 'date') return h === undefined ? date : null;
  // A date alone means the start of that day.
  if (h === undefined || mi === undefined) return `${date}T00:00`;
  if (h > 23 || mi > 59) return null;
  return `${date}T${pad(h)}:${pad(mi)}`;
};

/** The stores' value as the seller reads it. */
const displayOf = (value: string): string => value.replace('T', ' ');

interface DateFieldProps {
  id: string;
  mode: Mode;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Another problem of the field to show (e.g. an end before the start). */
  invalid?: boolean;
  describedBy?: string;
}

export function DateField({ id, mode, value, onChange, disabled, invalid, describedBy }: DateFieldProps) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(displayOf(value));
  // The value this field last gave out (or was given): a different one came from outside (a reset, a kept
  // draft) and replaces what is shown; derived during render, as React advises, not in an effect.
  const [known, setKnown] = useState(value);
  if (value !== known) {
    setKnown(value);
    setText(displayOf(value));
  }
  const bad = text.trim() !== '' && parseDateText(text, mode) === null;
  const errorId = `${id}-format`;
  return (
    <>
      <input
        id={id}
        className="input"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t(mode === 'date' ? 'date.placeholder' : 'date.placeholderTime')}
        value={text}
        disabled={disabled}
        aria-invalid={bad || invalid ? true : undefined}
        aria-describedby={[bad ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined}
        onChange={(e) => {
          const next = parseDateText(e.target.value, mode) ?? '';
          setText(e.target.value);
          setKnown(next);
          onChange(next);
        }}
      />
      {bad ? (
        <span id={errorId} className="field-error">
          {t(mode === 'date' ? 'date.format' : 'date.formatTime')}
        </span>
      ) : null}
    </>
  );
}
