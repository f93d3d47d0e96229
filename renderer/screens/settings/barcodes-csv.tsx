import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { byteSize } from '../../components/byte-size';
import { useExportBarcodes, useImportBarcodes } from '../../hooks/pack-check';
import { CSV_MAX_BYTES } from '../../../shared/ipc/upload-limits';
import { BarcodesImportOutcome } from './barcodes-import-outcome';
import { useChooseCsv, type CsvRefusal } from './barcodes-csv-file';
import { saveCsv } from '../../components/save-csv';

/** Why a chosen file was not uploaded, in the seller's language. */
function ImportRefused({ refusal }: { refusal: CsvRefusal }) {
  const { t } = useTranslation('settings');
  const words = { file: refusal.file, size: byteSize(refusal.size), max: byteSize(CSV_MAX_BYTES) };
  return (
    <p className="notice notice-error" role="alert" data-testid="barcodes-import-refused">
      {t(`barcodes.${refusal.why}`, words)}
    </p>
  );
}

/** Import and export of the goods barcodes as CSV (UTF-8 or GBK; barcode, name, spec; a header row or none). */
export function BarcodesCsv() {
  const { t } = useTranslation('settings');
  const file = useRef<HTMLInputElement>(null);
  const importCsv = useImportBarcodes();
  const exportCsv = useExportBarcodes();
  const { refusal, choose } = useChooseCsv(importCsv);
  const outcome = refusal ? undefined : importCsv.data;
  return (
    <div className="barcodes-csv">
      <div className="barcodes-tools">
        <button
          type="button"
          className="btn"
          onClick={() => file.current?.click()}
          disabled={importCsv.isPending}
        >
          {t('barcodes.import')}
        </button>
        <input
          ref={file}
          type="file"
          accept=".csv,text/csv"
          hidden
          data-testid="barcodes-import-file"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = '';
            if (chosen) void choose(chosen);
          }}
        />
        <button
          type="button"
          className="btn"
          disabled={exportCsv.isPending}
          onClick={() =>
            exportCsv.mutate(undefined, { onSuccess: ({ csv }) => saveCsv(csv, 'goods-barcodes.csv') })
          }
        >
          {t('barcodes.export')}
        </button>
        <span className="muted">{t('barcodes.csvHint', { size: byteSize(CSV_MAX_BYTES) })}</span>
      </div>
      {refusal ? <ImportRefused refusal={refusal} /> : null}
      {importCsv.error ? <ErrorNotice error={importCsv.error} compact /> : null}
      {exportCsv.error ? <ErrorNotice error={exportCsv.error} compact /> : null}
      {outcome ? <BarcodesImportOutcome outcome={outcome} /> : null}
    </div>
  );
}
