import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenCheck } from '../../../shared/scan/pack-check';
import { ScanBox } from '../../components/scan-box';

/**
 * The station's scan box. With a check open, Enter alone answers its question (yes) or confirms goods without a
 * barcode by hand, and Esc says no.
 */
export function ScanForm({
  input,
  check,
  onScan,
  onAnswer,
  onBlur,
}: {
  input: RefObject<HTMLInputElement | null>;
  check: OpenCheck | null;
  onScan: (code: string) => void;
  onAnswer: (answer: 'yes' | 'no' | 'hand') => void;
  onBlur: () => void;
}) {
  const { t } = useTranslation('scan');
  return (
    <ScanBox
      input={input}
      label={t('input')}
      placeholder={t('placeholder')}
      testId="scan-input"
      onScan={onScan}
      onEmptyEnter={check ? () => onAnswer(check.prompt ? 'yes' : 'hand') : undefined}
      onEscape={check?.prompt ? () => onAnswer('no') : undefined}
      onBlur={onBlur}
    />
  );
}
