import { useTranslation } from 'react-i18next';
import type { LabelSize } from '../../../shared/label/label-sizes';
import type { Row } from './print-profile-draft';

interface LabelStockFieldProps {
  size: LabelSize;
  row: Row;
  /** The box found wrong by the last save (`size-field`), if any. */
  bad: string | null;
  onChange: (change: Partial<Row>) => void;
}

const KINDS: Row['stockKind'][] = ['gap', 'mark', 'continuous'];

/**
 * A label printer's stock: labels with gaps between them, black-mark stock, or continuous paper, and the gap's or
 * the mark's height, so the printer finds each label's top (a wrong gap makes labels drift down the roll).
 */
export function LabelStockField({ size, row, bad, onChange }: LabelStockFieldProps) {
  const { t } = useTranslation('settings');
  const sizeName = t(`profiles.size.${size}`);
  const id = `profile-${size}-stockMm`;
  const invalid = bad === `${size}-stockMm`;
  return (
    <td className="settings-stock">
      <select
        id={`profile-${size}-stockKind`}
        className="input"
        aria-label={t('profiles.stockFor', { size: sizeName })}
        value={row.stockKind}
        onChange={(e) => onChange({ stockKind: e.target.value as Row['stockKind'] })}
      >
        {KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`profiles.stockKind.${kind}`)}
          </option>
        ))}
      </select>
      {row.stockKind === 'continuous' ? null : (
        <input
          id={id}
          className="input input-narrow"
          type="number"
          step={0.5}
          min={0.5}
          max={25}
          value={row.stockMm}
          aria-label={t(`profiles.stockMmFor.${row.stockKind}`, { size: sizeName })}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => onChange({ stockMm: e.target.value })}
        />
      )}
      {invalid ? (
        <span id={`${id}-error`} className="field-error">
          {t(`profiles.stockRange.${row.stockKind}`)}
        </span>
      ) : null}
    </td>
  );
}
