import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

/*
 * The desk's labelled form fields: a label bound to its control by id, the control, and under it the field's
 * error (`<id>-error`, which the control points at with aria-describedby) or else a hint. One shape for every
 * screen, so a refused field looks and reads the same everywhere.
 */

/** The error under a field; nothing when there is none. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  return message ? (
    <span id={`${id}-error`} className="field-error">
      {message}
    </span>
  ) : null;
}

/** A control's aria state for its error (none when valid). */
export const invalidProps = (id: string, message: string | null | undefined) =>
  message ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  /** Shown under the control while it has no error. */
  hint?: ReactNode;
  /** Classes beside `field` on the wrapper. */
  className?: string;
}

/** A label, any control (children, carrying `id`) and the error or hint under it. */
export function Field({ id, label, error, hint, className, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <FieldError id={id} message={error} />
      ) : hint ? (
        <span className="field-hint">{hint}</span>
      ) : null}
    </div>
  );
}

type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'> & {
    value: string | number;
    onChange: (value: string) => void;
    /** The input's classes (default `input`). */
    inputClassName?: string;
  };

/** A labelled text (or number, URL…) input. */
export function TextField({
  id,
  label,
  error,
  hint,
  className,
  inputClassName = 'input',
  onChange,
  ...input
}: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <input
        id={id}
        className={inputClassName}
        onChange={(e) => onChange(e.target.value)}
        {...invalidProps(id, error)}
        {...input}
      />
    </Field>
  );
}

type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange' | 'className'> & {
    value: string;
    onChange: (value: string) => void;
    /** The options. */
    children: ReactNode;
  };

/** A labelled select. */
export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  onChange,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <select
        id={id}
        className="select"
        onChange={(e) => onChange(e.target.value)}
        {...invalidProps(id, error)}
        {...select}
      >
        {children}
      </select>
    </Field>
  );
}

/** A checkbox with its label text after it. */
export function CheckField({
  checked,
  onChange,
  children,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <label className="check">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      {children}
    </label>
  );
}
