import type {
  ChangeEvent,
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';

/*
 * The desk's labelled form fields: a label bound to its control by id, the control, and under it the field's
 * error (`<id>-error`) or else a hint (`<id>-hint`), which the control points at with aria-describedby. One shape
 * for every screen, so a refused field looks and reads the same everywhere.
 */

/** The error under a field; nothing when there is none. `announce`: said as it appears (role alert). */
export function FieldError({
  id,
  message,
  announce = false,
}: {
  id: string;
  message: string | null | undefined;
  announce?: boolean;
}) {
  return message ? (
    <span id={`${id}-error`} className="field-error" role={announce ? 'alert' : undefined}>
      {message}
    </span>
  ) : null;
}

/** A control's aria state for its error (none when valid), or else for its hint when it has one. */
export const invalidProps = (id: string, message: string | null | undefined, hint = false) =>
  message
    ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` }
    : hint
      ? { 'aria-describedby': `${id}-hint` }
      : {};

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  /** Shown under the control while it has no error. */
  hint?: ReactNode;
  /** Classes beside `field` on the wrapper. */
  className?: string;
  /** The error is said as it appears (role alert): a form that refuses on submit, with nothing else to say so. */
  announce?: boolean;
}

/** A label, any control (children, carrying `id`) and the error or hint under it. */
export function Field({
  id,
  label,
  error,
  hint,
  className,
  announce,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <FieldError id={id} message={error} announce={announce} />
      ) : hint ? (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}

/** Splits a labelled control's props into the wrapper's (`Field`) and the control's own, with its aria state. */
function splitField<P extends FieldProps>({ id, label, error, hint, className, announce, ...control }: P) {
  return {
    field: { id, label, error, hint, className, announce },
    control: { id, ...invalidProps(id, error, Boolean(hint)), ...control },
  };
}

/** What a typed-text control (input or text area) adds to a field: its value, its classes, the typed text back. */
interface TypedText {
  onChange: (value: string) => void;
  /** The control's classes (default `input`). */
  inputClassName?: string;
}

/** The attributes `typedTextField` draws its control with: the caller's own, classes, aria state, onChange. */
type TypedTextControl<P> = Omit<P, Exclude<keyof FieldProps, 'id'> | keyof TypedText> &
  ReturnType<typeof invalidProps> & {
    className: string;
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  };

/** A typed-text field: the wrapper, and `control` drawn with its classes, aria state and the typed text handed back. */
function typedTextField<P extends FieldProps & TypedText>(
  { inputClassName = 'input', onChange, ...props }: P,
  control: (attributes: TypedTextControl<P>) => ReactNode,
) {
  const { field, control: attributes } = splitField(props);
  const typed = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value);
  return <Field {...field}>{control({ className: inputClassName, onChange: typed, ...attributes })}</Field>;
}

type TextFieldProps = FieldProps &
  TypedText &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'> & {
    value: string | number;
  };

/** A labelled text (or number, URL…) input. */
export const TextField = (props: TextFieldProps) => typedTextField(props, (input) => <input {...input} />);

type TextAreaFieldProps = FieldProps &
  TypedText &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'className'> & {
    value: string;
  };

/** A labelled text area (several lines, or one long pasted string). */
export const TextAreaField = (props: TextAreaFieldProps) =>
  typedTextField(props, (area) => <textarea {...area} />);

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
