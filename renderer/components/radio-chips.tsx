import type { ReactNode } from 'react';

/**
 * One radio group drawn as chips: each choice is a label holding its radio, and the chosen chip also carries
 * `is-on` so the whole chip reads as chosen. A native group, so ←→ moves between them. The caller wraps it in
 * its own fieldset and legend.
 */
export function RadioChips<V extends string>({
  name,
  choices,
  value,
  onChange,
  chipClass,
  caption,
}: {
  name: string;
  choices: readonly V[];
  value: V | null;
  onChange: (choice: V) => void;
  /** The chip's class, before `is-on`. */
  chipClass: string;
  caption: (choice: V) => ReactNode;
}) {
  return choices.map((choice) => (
    <label key={choice} className={`${chipClass}${choice === value ? ' is-on' : ''}`}>
      <input
        type="radio"
        name={name}
        value={choice}
        checked={choice === value}
        onChange={() => onChange(choice)}
      />
      {caption(choice)}
    </label>
  ));
}
