/*
 * A printer for one use: a select of the printers the system lists, or, when it lists none (a browser host), a
 * text input for the printer's name. The empty value means "not chosen here" (`emptyLabel` says what is used).
 */

interface PrinterChoiceProps {
  /** Bind a `<label htmlFor>` with `id`, or name the control with `ariaLabel`. */
  id?: string;
  ariaLabel?: string;
  printers: readonly { name: string; displayName: string }[];
  value: string;
  onChange: (value: string) => void;
  emptyLabel: string;
}

export function PrinterChoice({ id, ariaLabel, printers, value, onChange, emptyLabel }: PrinterChoiceProps) {
  return printers.length > 0 ? (
    <select
      id={id}
      className="select"
      value={value}
      aria-label={ariaLabel}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{emptyLabel}</option>
      {printers.map((p) => (
        <option key={p.name} value={p.name}>
          {p.displayName || p.name}
        </option>
      ))}
    </select>
  ) : (
    <input
      id={id}
      className="input"
      value={value}
      placeholder={emptyLabel}
      aria-label={ariaLabel}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
