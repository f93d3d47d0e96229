import { useTranslation } from 'react-i18next';
import type { GoodsBarcode } from '../../../shared/scan/pack-check';
import { UnitWeightCell, type UnitWeightFacts } from './unit-weight-cell';

interface BarcodeRowProps {
  row: GoodsBarcode;
  /** The goods' typed and learned unit weights (undefined while they load). */
  weight: UnitWeightFacts | undefined;
  /** A delete is under way: no second one. */
  removing: boolean;
  onEdit: () => void;
  onRemove: () => void;
}

/** One binding as listed: barcode, goods name, spec, its unit weight, the desk that bound it; edit and delete. */
export function BarcodeRow({ row, weight, removing, onEdit, onRemove }: BarcodeRowProps) {
  const { t } = useTranslation('settings');
  return (
    <tr>
      <td className="barcode-code">{row.barcode}</td>
      <td>{row.name}</td>
      <td>{row.spec}</td>
      <UnitWeightCell key={`${weight?.typedGrams ?? ''}`} goods={{ name: row.name, spec: row.spec }} facts={weight} />
      <td>{row.desk}</td>
      <td>
        <button type="button" className="btn btn-small" onClick={onEdit}>
          {t('barcodes.edit')}
        </button>{' '}
        <button type="button" className="btn btn-small" disabled={removing} onClick={onRemove}>
          {t('barcodes.delete')}
        </button>
      </td>
    </tr>
  );
}

/** The columns each BarcodeRow fills. */
export function BarcodesHead() {
  const { t } = useTranslation('settings');
  return (
    <thead>
      <tr>
        <th>{t('barcodes.barcode')}</th>
        <th>{t('barcodes.name')}</th>
        <th>{t('barcodes.spec')}</th>
        <th>{t('barcodes.unitWeight')}</th>
        <th>{t('barcodes.desk')}</th>
        <th />
      </tr>
    </thead>
  );
}
