import { useTranslation } from 'react-i18next';

interface BarcodesSearchProps {
  text: string;
  onText: (text: string) => void;
  /** Opens an empty row to bind a new barcode. */
  onAdd: () => void;
}

/** The bindings' search box (barcode, name or spec) and "Add". */
export function BarcodesSearch({ text, onText, onAdd }: BarcodesSearchProps) {
  const { t } = useTranslation('settings');
  return (
    <div className="barcodes-tools">
      <input
        className="input"
        type="search"
        aria-label={t('barcodes.search')}
        placeholder={t('barcodes.search')}
        value={text}
        onChange={(e) => onText(e.target.value)}
        data-testid="barcodes-search"
      />
      <button type="button" className="btn" onClick={onAdd}>
        {t('barcodes.add')}
      </button>
    </div>
  );
}
