import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsBarcode } from '../../../shared/scan/pack-check';
import { ErrorNotice } from '../../components/error-notice';
import { useBarcodes, useRemoveBarcode } from '../../hooks/pack-check';
import { useGoodsUnitWeights } from './use-goods-unit-weights';
import { BarcodesCsv } from './barcodes-csv';
import { BarcodesSearch } from './barcodes-search';
import { BarcodeEditRow, type BarcodeDraft } from './barcode-edit-row';
import { BarcodeRow, BarcodesHead } from './barcode-row';

/** Settings → Goods barcodes: what the pack check learned, searched, edited and deleted. */
export function BarcodesSection() {
  const { t } = useTranslation('settings');
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<BarcodeDraft | null>(null);
  const list = useBarcodes(text.trim());
  const remove = useRemoveBarcode();
  const rows: GoodsBarcode[] = list.data?.rows ?? [];
  const weightOf = useGoodsUnitWeights(rows);
  return (
    <section className="settings-section panel" aria-labelledby="settings-barcodes-heading">
      <h2 id="settings-barcodes-heading">{t('barcodes.heading')}</h2>
      <p className="muted">{t('barcodes.hint')}</p>
      <BarcodesSearch
        text={text}
        onText={setText}
        onAdd={() => setEditing({ barcode: '', name: '', spec: '', was: '' })}
      />
      <BarcodesCsv />
      {list.error ? <ErrorNotice error={list.error} compact /> : null}
      {remove.error ? <ErrorNotice error={remove.error} compact /> : null}
      <table className="data-table barcodes-table" data-testid="barcodes-table">
        <BarcodesHead />
        <tbody>
          {editing && editing.was === '' ? (
            <BarcodeEditRow draft={editing} onDone={() => setEditing(null)} />
          ) : null}
          {rows.map((r) =>
            editing?.was === r.barcode ? (
              <BarcodeEditRow key={r.barcode} draft={editing} onDone={() => setEditing(null)} />
            ) : (
              <BarcodeRow
                key={r.barcode}
                row={r}
                weight={weightOf(r)}
                removing={remove.isPending}
                onEdit={() => setEditing({ barcode: r.barcode, name: r.name, spec: r.spec, was: r.barcode })}
                onRemove={() => remove.mutate(r.barcode)}
              />
            ),
          )}
          {rows.length === 0 && !editing ? (
            <tr>
              <td colSpan={6} className="muted">
                {t('barcodes.empty')}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </section>
  );
}
