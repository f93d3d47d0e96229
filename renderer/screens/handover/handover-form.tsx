import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { takeTypedCode } from '../../components/typed-code';

/**
 * The big input a scanner types into (uncontrolled: keystrokes never re-render the screen). While a scan waits
 * for the seller's yes, Enter on the empty input says yes and Esc says no.
 */
export function HandoverForm({
  input,
  asking,
  onScan,
  onConfirm,
  onBlur,
}: {
  input: RefObject<HTMLInputElement | null>;
  asking: boolean;
  onScan: (code: string) => void;
  onConfirm: (yes: boolean) => void;
  onBlur: () => void;
}) {
  const { t } = useTranslation('handover');
  return (
    <form
      className="scan-form"
      onSubmit={(e) => {
        e.preventDefault();
        const code = takeTypedCode(e.currentTarget)?.trim();
        if (code === undefined) return;
        if (code !== '') onScan(code);
        else if (asking) onConfirm(true);
      }}
    >
      <input
        ref={input}
        name="code"
        className="scan-input"
        aria-label={t('input')}
        placeholder={t('placeholder')}
        autoComplete="off"
        spellCheck={false}
        onBlur={onBlur}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && asking) {
            e.preventDefault();
            onConfirm(false);
          }
        }}
        data-testid="handover-input"
      />
    </form>
  );
}
