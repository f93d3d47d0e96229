import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { useBindBarcode } from '../../hooks/pack-check';

export interface BarcodeDraft {
  barcode: string;
  name: string;
  spec: string;
  /** The barcode being edited ('' for a new one). */
  was: string;
}

/** One binding being edited (or added): barcode, goods name and spec. */
export function BarcodeEditRow({ draft, onDone }: { draft: BarcodeDraft; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const bind = useBindBarcode();
  const [d, setD] = useState(draft);
  const cell = (key: 'barcode' | 'name' | 'spec') => (
    <td>
      <input
        className="input"
        aria-label={t(`barcodes.${key}`)}
        value={d[key]}
        onChange={(e) => setD({ ...d, [key]: e.target.value })}
        data-testid={`barcode-edit-${key}`}
      />
    </td>
  );
  // An edited barcode replaces the one it was.
  const save = () =>
    bind.mutate(
      { barcode: d.barcode, name: d.name, spec: d.spec, ...(d.was ? { replaces: d.was } : {}) },
      { onSuccess: onDone },
    );
  return (
    <tr>
      {cell('barcode')}
      {cell('name')}
      {cell('spec')}
      <td colSpan={2}>
        <button type="button" className="btn btn-primary" disabled={bind.isPending} onClick={save}>
          {t('barcodes.save')}
        </button>{' '}
        <button type="button" className="btn" onClick={onDone}>
          {t('barcodes.cancel')}
        </button>
        {bind.error ? <ErrorNotice error={bind.error} compact /> : null}
      </td>
    </tr>
  );
}
