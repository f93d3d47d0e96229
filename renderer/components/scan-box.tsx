import type { RefObject } from 'react';
import { takeTypedCode } from './typed-code';

/**
 * The one big input a scanner types into, and Enter: the scan station's and the handover's. Uncontrolled: a
 * scanner's keystrokes never re-render the screen; the code is read once, on Enter, and the box cleared for the
 * next scan. Enter on an empty box and Esc mean what the screen says they mean while it asks a question (absent:
 * nothing happens).
 */
export function ScanBox({
  input,
  label,
  placeholder,
  testId,
  onScan,
  onEmptyEnter,
  onEscape,
  onBlur,
  onInput,
}: {
  input: RefObject<HTMLInputElement | null>;
  /** The box's accessible name, in the seller's language. */
  label: string;
  placeholder: string;
  testId: string;
  /** The code as typed (not blank). */
  onScan: (code: string) => void;
  onEmptyEnter?: () => void;
  onEscape?: () => void;
  onBlur: () => void;
  /** Each keystroke (a question that must tell a key typed alone from a scanner's burst listens). */
  onInput?: () => void;
}) {
  return (
    <form
      className="scan-form"
      onSubmit={(e) => {
        e.preventDefault();
        const code = takeTypedCode(e.currentTarget);
        if (code === null) return;
        if (code.trim() !== '') onScan(code);
        else onEmptyEnter?.();
      }}
    >
      <input
        ref={input}
        name="code"
        className="scan-input"
        aria-label={label}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        onBlur={onBlur}
        onInput={onInput}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && onEscape) {
            e.preventDefault();
            onEscape();
          }
        }}
        data-testid={testId}
      />
    </form>
  );
}
