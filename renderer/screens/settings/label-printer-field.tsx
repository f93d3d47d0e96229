import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LabelSize } from '../../../shared/label/label-sizes';
import { ErrorNotice } from '../../components/error-notice';
import { call } from '../../ipc';

interface LabelPrinterFieldProps {
  size: LabelSize;
  /** The connection URI as typed; empty = the printer column (or the desk's --label-printer). */
  value: string;
  onChange: (value: string) => void;
}

/**
 * One print profile's label printer connection (socket://…, ipp://…) and its "Test print": a calibration label
 * (millimetre rulers, a Code128, the size) sent to the connection as typed, so it can be tried before saving.
 */
export function LabelPrinterField({ size, value, onChange }: LabelPrinterFieldProps) {
  const { t } = useTranslation('settings');
  const sizeName = t(`profiles.size.${size}`);
  const test = useMutation({
    mutationFn: () => call('printers.testPrint', { size, ...(value.trim() ? { uri: value.trim() } : {}) }),
  });
  return (
    <td>
      <input
        id={`profile-${size}-connection`}
        className="input"
        type="text"
        spellCheck={false}
        placeholder="socket://192.168.1.50:9100?language=tspl"
        value={value}
        aria-label={t('profiles.connectionFor', { size: sizeName })}
        onChange={(e) => onChange(e.target.value)}
      />
      <button
        type="button"
        className="btn"
        aria-label={t('profiles.testPrintFor', { size: sizeName })}
        disabled={test.isPending}
        onClick={() => test.mutate()}
      >
        {test.isPending ? t('profiles.testPrinting') : t('profiles.testPrint')}
      </button>
      {test.data ? (
        <span role="status" className={`test-print-status ${test.data.sent ? 'field-hint' : 'field-error'}`}>
          {t(test.data.sent ? 'profiles.testSent' : 'profiles.testNotSent', { message: test.data.message })}
        </span>
      ) : null}
      {test.error ? <ErrorNotice error={test.error} compact /> : null}
    </td>
  );
}
