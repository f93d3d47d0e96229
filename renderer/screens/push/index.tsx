import { useReducer, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PUSH_ITEMS_ADVISED, PUSH_TYPES, type PushType } from '../../../shared/api/schemas/item-push';
import type { In } from '../../../shared/ipc/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorNotice } from '../../components/error-notice';
import { ipcErrorOf } from '../../components/ipc-error';
import { RadioChips } from '../../components/radio-chips';
import { usePushItems } from '../../hooks/push';
import {
  checkPush,
  newPushRow,
  overAdvised,
  pushRowsReducer,
  rowFieldOf,
  type PushRowErrors,
} from './push-rows';
import './push.css';

const TYPES = Object.keys(PUSH_TYPES) as PushType[];

/** A row's two boxes, in order: the item id (digits, typed on the number pad) and the account. */
const ROW_FIELDS = [
  { field: 'itemId', className: 'input ps-item', numeric: true },
  { field: 'account', className: 'input', numeric: false },
] as const;

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

/** In-mall push: rows of item id + account, one of the four push kinds; deducts the account balance. */
export function PushScreen() {
  const { t } = useTranslation('push');
  const push = usePushItems();
  const [rows, dispatch] = useReducer(pushRowsReducer, undefined, () => [newPushRow()]);
  const [type, setType] = useState<PushType | null>(null);
  const [errors, setErrors] = useState<PushRowErrors>({});
  const [typeMissing, setTypeMissing] = useState(false);
  /** Checked and waiting for the seller's yes: the push deducts balance, so it is asked once, every time. */
  const [pending, setPending] = useState<In<'push.submit'> | null>(null);

  const server = push.error ? ipcErrorOf(push.error) : null;
  const serverAt = server?.kind === 'invalid-request' ? rowFieldOf(server.field) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // One result area: a new attempt clears the last one's success or error.
    push.reset();
    const check = checkPush(rows, type);
    if (!check.ok) {
      setErrors(check.errors);
      setTypeMissing(check.typeMissing);
      return;
    }
    setErrors({});
    setTypeMissing(false);
    setPending(check.input);
  };
  const confirm = () => {
    if (!pending) return;
    push.mutate(pending, {
      onSuccess: () => {
        // Pushed: the rows are cleared, so a second click cannot push (and charge) the same items again.
        dispatch({ type: 'reset' });
        setType(null);
      },
      onSettled: () => setPending(null),
    });
  };

  const errorOf = (index: number, key: number, field: 'itemId' | 'account'): string | undefined => {
    const own = errors[key]?.[field];
    if (own) return t(own, { row: index + 1 });
    if (serverAt?.index === index && serverAt.field === field) return server?.msg;
    return undefined;
  };

  return (
    <section className="ps-screen" aria-labelledby="ps-title">
      <h1 id="ps-title">{t('title')}</h1>
      <form className="panel ps-form" onSubmit={submit} noValidate aria-label={t('form.label')}>
        <p className="notice notice-warning ps-balance" role="note">
          {t('balance')}
        </p>
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
            {rows.map((row, i) => (
              <tr key={row.key}>
                <td className="ps-n">{i + 1}</td>
                {ROW_FIELDS.map(({ field, className, numeric }) => (
                  <RowInput
                    key={field}
                    className={className}
                    numeric={numeric}
                    value={row[field]}
                    label={t(`rows.${field}Of`, { row: i + 1 })}
                    error={errorOf(i, row.key, field)}
                    onChange={(value) => dispatch({ type: 'edit', key: row.key, field, value })}
                  />
                ))}
                <td>
                  <button
                    type="button"
                    className="btn"
                    aria-label={t('rows.removeOf', { row: i + 1 })}
                    onClick={() => dispatch({ type: 'remove', key: row.key })}
                  >
                    ✕
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="ps-under-rows">
          <button type="button" className="btn" onClick={() => dispatch({ type: 'add' })}>
            ＋ {t('rows.add')}
          </button>
          {overAdvised(rows) ? (
            <span className="badge badge-warning ps-advice" role="status">
              ⚠ {t('rows.advice', { max: PUSH_ITEMS_ADVISED, count: rows.length })}
            </span>
          ) : null}
        </div>
        <fieldset className="ps-types" aria-invalid={typeMissing || undefined}>
          <legend className="field-label">{t('type.label')}</legend>
          <RadioChips
            name="push-type"
            choices={TYPES}
            value={type}
            onChange={setType}
            chipClass="ps-type"
            caption={(k) => (
              <span>
                <b>{t(`type.${k}`)}</b>
              </span>
            )}
          />
          {typeMissing ? (
            <div className="field-error" role="alert">
              {t('error.typeRequired')}
            </div>
          ) : null}
        </fieldset>
        <div className="ps-submit">
          <button type="submit" className="btn btn-primary btn-large" disabled={push.isPending}>
            {push.isPending ? t('form.pushing') : t('form.submit', { count: rows.length })}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={pending !== null}
        title={t('confirm.title', { count: pending?.items.length ?? 0 })}
        confirmLabel={t('confirm.action', { count: pending?.items.length ?? 0 })}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
        busy={push.isPending}
        spends
      >
        {pending ? (
          <div className="ps-confirm">
            <p className="notice notice-warning">{t('confirm.balance')}</p>
            <p>{t('confirm.type', { type: t(`type.${pending.type}`) })}</p>
            <ul className="ps-confirm-items" aria-label={t('confirm.items')}>
              {pending.items.map((item, i) => (
                <li key={i}>
                  {item.url} → {item.account}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </ConfirmDialog>
      {push.error && !serverAt ? <ErrorNotice error={push.error} /> : null}
      {push.data && push.variables ? (
        <div className="notice notice-success" role="status">
          <span className="notice-icon" aria-hidden="true">
            ✓
          </span>
          <div className="notice-body">
            <div className="notice-title">{t('done.title', { count: push.data.pushed })}</div>
            <div>
              {t('done.detail', {
                type: t(`type.${push.variables.type}`),
                items: push.variables.items.map((i) => `${i.url} → ${i.account}`).join(', '),
              })}
            </div>
            <div className="muted">{t('done.balance')}</div>
          </div>
        </div>
      ) : null}
    </section>
  );
}
