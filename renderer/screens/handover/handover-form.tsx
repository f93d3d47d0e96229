import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ScanBox } from '../../components/scan-box';

/** The handover's scan box. While a scan waits for the seller's yes, Enter on the empty box says yes, Esc no. */
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
    <ScanBox
      input={input}
      label={t('input')}
      placeholder={t('placeholder')}
      testId="handover-input"
      onScan={(code) => onScan(code.trim())}
      onEmptyEnter={asking ? () => onConfirm(true) : undefined}
      onEscape={asking ? () => onConfirm(false) : undefined}
      onBlur={onBlur}
    />
  );
}
