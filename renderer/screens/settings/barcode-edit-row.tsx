import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { useBindBarcode } from '../../hooks/pack-check';
import { bindingProblem, type BindingProblem } from '../../../shared/scan/barcode-binding-rules';

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
  // The rules main applies to a bind (and the CSV import to each row), checked here first so a refusal is said in
  // the seller's language beside the form and nothing is sent.
  const [refused, setRefused] = useState<BindingProblem | null>(null);
  const cell = (key: 'barcode' | 'name' | 'spec') => (
    <td>
      <input
        className="input"
        aria-label={t(`barcodes.${key}`)}
        value={d[key]}
        onChange={(e) => {
          setD({ ...d, [key]: e.target.value });
          setRefused(null);
        }}
        data-testid={`barcode-edit-${key}`}
      />
    </td>
  );
  // An edited barcode replaces the one it was.
  const save = () => {
    const fields = { barcode: d.barcode.trim(), name: d.name.trim(), spec: d.spec.trim() };
    const problem = bindingProblem(fields);
    setRefused(problem?.reason ?? null);
    if (problem) return;
    bind.mutate({ ...fields, ...(d.was ? { replaces: d.was } : {}) }, { onSuccess: onDone });
  };
  return (
    <tr>
      {cell('barcode')}
      {cell('name')}
      {cell('spec')}
      <td colSpan={3}>
        <button type="button" className="btn btn-primary" disabled={bind.isPending} onClick={save}>
          {t('barcodes.save')}
        </button>{' '}
        <button type="button" className="btn" onClick={onDone}>
          {t('barcodes.cancel')}
        </button>
        {refused ? (
          <p className="field-error" role="alert" data-testid="barcode-edit-refused">
            {t(`barcodes.reason.${refused}`)}
          </p>
        ) : null}
        {bind.error && !refused ? <ErrorNotice error={bind.error} compact /> : null}
      </td>
    </tr>
  );
}
