import { useTranslation } from 'react-i18next';
import type { useImportBarcodes } from '../../hooks/pack-check';

type ImportOutcome = NonNullable<ReturnType<typeof useImportBarcodes>['data']>;

/** What an import did: how many added and unchanged, and each bad row with its line and reason. */
export function BarcodesImportOutcome({ outcome }: { outcome: ImportOutcome }) {
  const { t } = useTranslation('settings');
  return (
    // Rows left out are the seller's to fix: the outcome reads as a warning then, not as plain success.
    <div
      className={`notice ${outcome.bad.length > 0 ? 'notice-warning' : 'notice-info'}`}
      role="status"
      data-testid="barcodes-import-outcome"
    >
      <div className="notice-body">
        <p>{t('barcodes.imported', { added: outcome.added, unchanged: outcome.unchanged })}</p>
        {outcome.bad.length > 0 ? (
          <ul>
            {outcome.bad.map((b) => (
              <li key={b.line}>
                {t('barcodes.badRow', {
                  line: b.line,
                  barcode: b.barcode || '—',
                  reason: t(`barcodes.reason.${b.reason}`),
                })}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
