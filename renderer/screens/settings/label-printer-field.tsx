import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LabelSize } from '../../../shared/label/label-sizes';
import { ErrorNotice } from '../../components/error-notice';
import { CheckField } from '../../components/form-field';
import { call } from '../../ipc';
import { stockOfRow, type Row } from './print-profile-draft';

interface LabelPrinterFieldProps {
  size: LabelSize;
  /** The row as typed: its connection (empty = the printer column, or the desk's --label-printer), stock, status. */
  row: Row;
  onChange: (change: Partial<Row>) => void;
}

/**
 * One print profile's label printer connection (socket://…, ipp://…), whether it reports its status, and its
 * "Test print": a calibration label (millimetre rulers, a Code128, the size) sent to the connection and stock as
 * typed, so they can be tried before saving.
 */
export function LabelPrinterField({ size, row, onChange }: LabelPrinterFieldProps) {
  const { t } = useTranslation('settings');
  const sizeName = t(`profiles.size.${size}`);
  const value = row.connection;
  const stock = stockOfRow(row);
  const test = useMutation({
    mutationFn: () =>
      call('printers.testPrint', {
        size,
        ...(value.trim() ? { uri: value.trim() } : {}),
        // A height the save would refuse is not tried: the profile's own stock is.
        ...(stock.kind === 'continuous' || (stock.mm >= 0.5 && stock.mm <= 25) ? { stock } : {}),
      }),
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
        onChange={(e) => onChange({ connection: e.target.value })}
      />
      <CheckField checked={row.reportsNoStatus} onChange={(reportsNoStatus) => onChange({ reportsNoStatus })}>
        {t('profiles.reportsNoStatus')}
      </CheckField>
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
      {test.data?.detail ? (
        <details className="muted error-technical">
          <summary>{t('common:error.technical')}</summary>
          {test.data.detail}
        </details>
      ) : null}
      {test.error ? <ErrorNotice error={test.error} compact /> : null}
    </td>
  );
}
