import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsBarcode } from '../../../shared/scan/pack-check';
import { ErrorNotice } from '../../components/error-notice';
import { useBarcodes, useBindBarcode, useRemoveBarcode } from '../../hooks/pack-check';
import { BarcodesCsv } from './barcodes-csv';

interface Draft {
  barcode: string;
  name: string;
  spec: string;
  /** The barcode being edited ('' for a new one). */
  was: string;
}

/** One binding being edited (or added): barcode, goods name and spec. */
function EditRow({ draft, onDone }: { draft: Draft; onDone: () => void }) {
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
  return (
    <tr>
      {cell('barcode')}
      {cell('name')}
      {cell('spec')}
      <td colSpan={2}>
        <button
          type="button"
          className="btn btn-primary"
          disabled={bind.isPending}
          onClick={() =>
            bind.mutate(
              { barcode: d.barcode, name: d.name, spec: d.spec, ...(d.was ? { replaces: d.was } : {}) },
              { onSuccess: onDone },
            )
          }
        >
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

/** Settings → Goods barcodes: what the pack check learned, searched, edited and deleted. */
export function BarcodesSection() {
  const { t } = useTranslation('settings');
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<Draft | null>(null);
  const list = useBarcodes(text.trim());
  const remove = useRemoveBarcode();
  const rows: GoodsBarcode[] = list.data?.rows ?? [];
  return (
    <section className="settings-section panel" aria-labelledby="settings-barcodes-heading">
      <h2 id="settings-barcodes-heading">{t('barcodes.heading')}</h2>
      <p className="muted">{t('barcodes.hint')}</p>
      <div className="barcodes-tools">
        <input
          className="input"
          type="search"
          aria-label={t('barcodes.search')}
          placeholder={t('barcodes.search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          data-testid="barcodes-search"
        />
        <button
          type="button"
          className="btn"
          onClick={() => setEditing({ barcode: '', name: '', spec: '', was: '' })}
        >
          {t('barcodes.add')}
        </button>
      </div>
      <BarcodesCsv />
      {list.error ? <ErrorNotice error={list.error} compact /> : null}
      {remove.error ? <ErrorNotice error={remove.error} compact /> : null}
      <table className="data-table barcodes-table" data-testid="barcodes-table">
        <thead>
          <tr>
            <th>{t('barcodes.barcode')}</th>
            <th>{t('barcodes.name')}</th>
            <th>{t('barcodes.spec')}</th>
            <th>{t('barcodes.desk')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {editing && editing.was === '' ? <EditRow draft={editing} onDone={() => setEditing(null)} /> : null}
          {rows.map((r) =>
            editing?.was === r.barcode ? (
              <EditRow key={r.barcode} draft={editing} onDone={() => setEditing(null)} />
            ) : (
              <tr key={r.barcode}>
                <td className="barcode-code">{r.barcode}</td>
                <td>{r.name}</td>
                <td>{r.spec}</td>
                <td>{r.desk}</td>
                <td>
                  <button
                    type="button"
                    className="btn btn-small"
                    onClick={() =>
                      setEditing({ barcode: r.barcode, name: r.name, spec: r.spec, was: r.barcode })
                    }
                  >
                    {t('barcodes.edit')}
                  </button>{' '}
                  <button
                    type="button"
                    className="btn btn-small"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(r.barcode)}
                  >
                    {t('barcodes.delete')}
                  </button>
                </td>
              </tr>
            ),
          )}
          {rows.length === 0 && !editing ? (
            <tr>
              <td colSpan={5} className="muted">
                {t('barcodes.empty')}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </section>
  );
}
