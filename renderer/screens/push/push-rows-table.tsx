import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { PushRow, PushRowsAction } from './push-rows';

/** A row's two boxes, in order: the item id (digits, typed on the number pad) and the account. */
const ROW_FIELDS = [
  { field: 'itemId', className: 'input ps-item', numeric: true },
  { field: 'account', className: 'input', numeric: false },
] as const;

/** A box's error to show, if any. */
export type RowErrorOf = (index: number, key: number, field: 'itemId' | 'account') => string | undefined;

/** One box of a row, with its error under it (announced as it appears). */
function RowInput({
  className,
  numeric,
  value,
  label,
  error,
  onChange,
}: {
  className: string;
  numeric: boolean;
  value: string;
  label: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <td>
      <input
        className={className}
        value={value}
        inputMode={numeric ? 'numeric' : undefined}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <div className="field-error" role="alert">
          {error}
        </div>
      ) : null}
    </td>
  );
}

/** One numbered row: its boxes and its remove button. */
function PushRowLine({
  row,
  index,
  dispatch,
  errorOf,
}: {
  row: PushRow;
  index: number;
  dispatch: Dispatch<PushRowsAction>;
  errorOf: RowErrorOf;
}) {
  const { t } = useTranslation('push');
  return (
    <tr>
      <td className="ps-n">{index + 1}</td>
      {ROW_FIELDS.map(({ field, className, numeric }) => (
        <RowInput
          key={field}
          className={className}
          numeric={numeric}
          value={row[field]}
          label={t(`rows.${field}Of`, { row: index + 1 })}
          error={errorOf(index, row.key, field)}
          onChange={(value) => dispatch({ type: 'edit', key: row.key, field, value })}
        />
      ))}
      <td>
        <button
          type="button"
          className="btn"
          aria-label={t('rows.removeOf', { row: index + 1 })}
          onClick={() => dispatch({ type: 'remove', key: row.key })}
        >
          ✕
        </button>
      </td>
    </tr>
  );
}

/** The rows of item id + account. */
export function PushRowsTable(props: {
  rows: PushRow[];
  dispatch: Dispatch<PushRowsAction>;
  errorOf: RowErrorOf;
}) {
  const { t } = useTranslation('push');
  return (
    <table className="ps-rows" aria-label={t('rows.label')}>
      <thead>
        <tr>
          <th>#</th>
          <th>{t('rows.itemId')}</th>
          <th>{t('rows.account')}</th>
          <th>
            <span className="visually-hidden">{t('rows.remove')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row, i) => (
          <PushRowLine key={row.key} row={row} index={i} dispatch={props.dispatch} errorOf={props.errorOf} />
        ))}
      </tbody>
    </table>
  );
}
