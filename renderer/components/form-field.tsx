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

/** Splits a labelled control's props into the wrapper's (`Field`) and the control's own, with its aria state. */
function splitField<P extends FieldProps>({ id, label, error, hint, className, ...control }: P) {
  return {
    field: { id, label, error, hint, className },
    control: { id, ...invalidProps(id, error), ...control },
  };
}

type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'> & {
    value: string | number;
    onChange: (value: string) => void;
    /** The input's classes (default `input`). */
    inputClassName?: string;
  };

/** A labelled text (or number, URL…) input. */
export function TextField({ inputClassName = 'input', onChange, ...props }: TextFieldProps) {
  const { field, control } = splitField(props);
  return (
    <Field {...field}>
      <input className={inputClassName} onChange={(e) => onChange(e.target.value)} {...control} />
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
export function SelectField({ onChange, children, ...props }: SelectFieldProps) {
  const { field, control } = splitField(props);
  return (
    <Field {...field}>
      <select className="select" onChange={(e) => onChange(e.target.value)} {...control}>
        {children}
      </select>
    </Field>
  );
}

type LabelledSelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'className'
> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The options. */
  children: ReactNode;
};

/**
 * A select wrapped in its label, the compact shape of filter bars and toolbars: no id to keep unique, no error
 * under it (a filter's choices are all valid).
 */
export function LabelledSelect({ label, onChange, children, ...select }: LabelledSelectProps) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <select className="select" onChange={(e) => onChange(e.target.value)} {...select}>
        {children}
      </select>
    </label>
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
