import { useRef, type InputHTMLAttributes } from 'react';

/** Length in Unicode code points (DECISIONS W2: a Chinese character counts 1, as does an emoji). */
export const codePoints = (s: string): number => [...s].length;

/** The first `max` code points (never cuts a surrogate pair in half, unlike `maxLength`). */
export const clipToCodePoints = (s: string, max: number): string =>
  codePoints(s) > max ? [...s].slice(0, max).join('') : s;

interface LimitedInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'maxLength'
> {
  value: string;
  onValueChange: (value: string) => void;
  /** Most code points allowed ("shorter than 20" → 19). */
  max: number;
  /** Id of the counter element ("12 / 19"), so assistive tech reads it with the field. */
  counterId?: string;
}

/**
 * A text input that refuses characters past `max` code points as the seller types. While an IME composes
 * (pinyin), nothing is cut: the limit applies to the committed text.
 */
export function LimitedInput({ value, onValueChange, max, counterId, ...rest }: LimitedInputProps) {
  const composing = useRef(false);
  const n = codePoints(value);
  return (
    <>
      <input
        {...rest}
        value={value}
        aria-describedby={[rest['aria-describedby'], counterId].filter(Boolean).join(' ') || undefined}
        onCompositionStart={() => (composing.current = true)}
        onCompositionEnd={(e) => {
          composing.current = false;
          onValueChange(clipToCodePoints(e.currentTarget.value, max));
        }}
        onChange={(e) =>
          onValueChange(composing.current ? e.target.value : clipToCodePoints(e.target.value, max))
        }
      />
      {counterId && (
        <span id={counterId} className={`field-hint ${n >= max ? 'at-limit' : ''}`}>
          {n} / {max}
        </span>
      )}
    </>
  );
}
