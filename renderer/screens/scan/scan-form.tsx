import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenCheck } from '../../../shared/scan/pack-check';
import { takeTypedCode } from '../../components/typed-code';
import type { ShopQuestion } from './use-shop-question';

/**
 * The one big input a scanner types into, and Enter. Uncontrolled: a scanner's keystrokes never re-render the
 * screen; the value is read once, on Enter. With a check open, Enter alone answers its question (yes) or confirms
 * goods without a barcode by hand, and Esc says no. With "which shop?" standing, a shop's key typed alone (or
 * with Enter) answers it and Esc leaves it.
 */
export function ScanForm({
  input,
  check,
  onScan,
  onAnswer,
  onBlur,
  question = null,
}: {
  input: RefObject<HTMLInputElement | null>;
  check: OpenCheck | null;
  onScan: (code: string) => void;
  onAnswer: (answer: 'yes' | 'no' | 'hand') => void;
  onBlur: () => void;
  question?: ShopQuestion | null;
}) {
  const { t } = useTranslation('scan');
  return (
    <form
      className="scan-form"
      onSubmit={(e) => {
        e.preventDefault();
        const code = takeTypedCode(e.currentTarget);
        if (code === null) return;
        const shop =
          question && /^[1-9]$/.test(code) ? question.entry.shopChoices[Number(code) - 1] : undefined;
        if (question && shop) {
          question.choose(shop.ownerId);
          return;
        }
        if (code.trim() === '') {
          if (check) onAnswer(check.prompt ? 'yes' : 'hand');
          return;
        }
        onScan(code);
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
        onInput={() => question?.typed()}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && check?.prompt) {
            e.preventDefault();
            onAnswer('no');
          } else if (e.key === 'Escape' && question) {
            e.preventDefault();
            question.leave();
          }
        }}
        data-testid="scan-input"
      />
    </form>
  );
}
