import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenCheck } from '../../../shared/scan/pack-check';
import { ScanBox } from '../../components/scan-box';
import type { ShopQuestion } from './use-shop-question';

/**
 * The station's scan box. With a check open, Enter alone answers its question (yes) or confirms goods without a
 * barcode by hand, and Esc says no. With "which shop?" standing, a shop's key typed alone (or with Enter) answers it
 * and Esc leaves it.
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
    <ScanBox
      input={input}
      label={t('input')}
      placeholder={t('placeholder')}
      testId="scan-input"
      onScan={(code) => {
        const shop =
          question && /^[1-9]$/.test(code) ? question.entry.shopChoices[Number(code) - 1] : undefined;
        if (question && shop) question.choose(shop.ownerId);
        else onScan(code);
      }}
      onEmptyEnter={check ? () => onAnswer(check.prompt ? 'yes' : 'hand') : undefined}
      onEscape={
        check?.prompt ? () => onAnswer('no') : question ? () => question.leave() : undefined
      }
      onBlur={onBlur}
      onInput={question ? () => question.typed() : undefined}
    />
  );
}
