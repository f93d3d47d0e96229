import { useTranslation } from 'react-i18next';
import { LABEL_SIZES, type LabelSize } from '../../../shared/label/label-sizes';
import { PrinterChoice } from '../../components/printer-choice';
import { LabelPrinterField } from './label-printer-field';
import { LabelStockField } from './label-stock-field';
import type { Draft, Row } from './print-profile-draft';

type NumberKey = 'offsetXMm' | 'offsetYMm' | 'copies';

interface RowsProps {
  draft: Draft;
  printers: readonly { name: string; displayName: string }[];
  /** The box found wrong by the last save (`size-field`), if any. */
  bad: string | null;
  patch: (size: LabelSize, change: Partial<Row>) => void;
}

/** One number of a size's profile, with its range under it when wrong. */
function ProfileNumber({
  size,
  field,
  min,
  max,
  draft,
  bad,
  patch,
}: Omit<RowsProps, 'printers'> & { size: LabelSize; field: NumberKey; min: number; max: number }) {
  const { t } = useTranslation('settings');
  const id = `profile-${size}-${field}`;
  const invalid = bad === `${size}-${field}`;
  return (
    <td>
      <input
        id={id}
        className="input input-narrow"
        type="number"
        step={field === 'copies' ? 1 : 0.5}
        min={min}
        max={max}
        value={draft[size][field]}
        aria-label={t(`profiles.${field}For`, { size: t(`profiles.size.${size}`) })}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(e) => patch(size, { [field]: e.target.value })}
      />
      {invalid ? (
        <span id={`${id}-error`} className="field-error">
          {t(field === 'copies' ? 'profiles.copiesRange' : 'profiles.offsetRange')}
        </span>
      ) : null}
    </td>
  );
}

/** Each label size's printer, label printer (its connection and stock), offsets and copies. */
export function PrintProfileRows(props: RowsProps) {
  const { t } = useTranslation('settings');
  const { draft, printers, patch } = props;
  const cell = { draft, bad: props.bad, patch };
  return (
    <table className="settings-profiles">
      <thead>
        <tr>
          <th scope="col">{t('profiles.size.label')}</th>
          <th scope="col">{t('profiles.printer')}</th>
          <th scope="col">{t('profiles.connection')}</th>
          <th scope="col">{t('profiles.stock')}</th>
          <th scope="col">{t('profiles.offsetXMm')}</th>
          <th scope="col">{t('profiles.offsetYMm')}</th>
          <th scope="col">{t('profiles.copies')}</th>
        </tr>
      </thead>
      <tbody>
        {LABEL_SIZES.map((size) => (
          <tr key={size}>
            <th scope="row">{t(`profiles.size.${size}`)}</th>
            <td>
              <PrinterChoice
                ariaLabel={t('profiles.printerFor', { size: t(`profiles.size.${size}`) })}
                printers={printers}
                value={draft[size].printer}
                onChange={(printer) => patch(size, { printer })}
                emptyLabel={t('profiles.fromSettings')}
              />
            </td>
            <LabelPrinterField size={size} row={draft[size]} onChange={(change) => patch(size, change)} />
            <LabelStockField
              size={size}
              row={draft[size]}
              bad={props.bad}
              onChange={(change) => patch(size, change)}
            />
            <ProfileNumber {...cell} size={size} field="offsetXMm" min={-20} max={20} />
            <ProfileNumber {...cell} size={size} field="offsetYMm" min={-20} max={20} />
            <ProfileNumber {...cell} size={size} field="copies" min={1} max={5} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
