import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import type { IpcError } from '../../shared/ipc/errors';
import { ipcErrorOf } from './ipc-error';
import { ErrorNoticeActions } from './error-notice-actions';

interface ErrorNoticeProps {
  error: unknown;
  /** Offered for kinds a retry may fix (busy gateway, lost connection), never for a charged outcome-unknown. */
  onRetry?: () => void;
  /** Smaller, for use inside a form or a row. */
  compact?: boolean;
  /** The failed call is a charged one (a fetch): say whether it cost anything. */
  charged?: boolean;
}

/**
 * Kinds whose own words already say what the call cost (unknown, issued but not recorded, or "nothing
 * charged"); every other failure of a charged call was refused before it was carried out: nothing was charged.
 */
const SAYS_ITS_COST = new Set<IpcError['kind']>([
  'outcome-unknown',
  'not-recorded',
  'disk-full',
  'ledger-unreachable',
  'not-awaiting',
  'invalid-request',
  'duplicate-waybill',
  'fetch-in-progress',
]);

/**
 * The shared ledger away: a charged call was refused before anything was sent ("nothing was charged"); a free read
 * or any other call says only that the ledger cannot be reached and to try again, claiming nothing about charges.
 */
const titleKey = (kind: IpcError['kind'], charged: boolean): string =>
  kind === 'ledger-unreachable' && !charged ? 'ledger-unreachable.free' : kind;

/** A desk message or a gateway's own words with no Chinese in them: not shown as such to a zh-CN seller. */
const hasNoChinese = (text: string): boolean => !/[\u3400-\u9fff]/.test(text);

/** Readable name of a field path such as `param_…request.sender.address.province` → "sender › province". */
export function useFieldLabel(): (path: string) => string {
  const { t } = useTranslation('common');
  return (path) => {
    // A merge group's order (`merges[0][2]`): which group, which order of it, counted from 1.
    const merged = /^merges\[(\d+)\](?:\[(\d+)\])?$/.exec(path);
    if (merged) {
      const group = Number(merged[1]) + 1;
      return merged[2] === undefined
        ? t('fields.mergeGroup', { group })
        : t('fields.mergeOrder', { group, order: Number(merged[2]) + 1 });
    }
    const parts = path
      .split('.')
      // `merges[0][2]` → merges: the message names the order itself.
      .map((p) => p.replace(/(\[\d+\])+$/, ''))
      .filter((p) => !p.startsWith('param_') && p !== 'address');
    return parts.map((p) => t(`fields.${p}`, { defaultValue: p })).join(' › ');
  };
}

/** A failed call as a seller understands it: what happened, what to do, and the gateway's own words. */
export function ErrorNotice({ error, onRetry, compact = false, charged = false }: ErrorNoticeProps) {
  const { t } = useTranslation('common');
  const fieldLabel = useFieldLabel();
  const e = ipcErrorOf(error);
  const warning =
    e.kind === 'outcome-unknown' ||
    e.kind === 'duplicate-waybill' ||
    e.kind === 'fetch-in-progress' ||
    e.kind === 'not-awaiting' ||
    e.kind === 'retryable';
  const hint =
    e.kind === 'invalid-request' && e.field
      ? t('error.invalid-request.field', { field: fieldLabel(e.field) })
      : t(`error.${e.kind}.hint`, {
          defaultValue: '',
          issued: e.issued,
          orders: (e.notAwaiting ?? []).map((o) => o.orderSn).join(', '),
        });

  return (
    <div
      role="alert"
      className={`notice ${warning ? 'notice-warning' : 'notice-error'}`}
      data-error-kind={e.kind}
      style={compact ? { padding: 'var(--space-2) var(--space-3)' } : undefined}
    >
      <Icon name={warning ? 'warning' : 'error'} size={22} className="notice-icon" />
      <div className="notice-body">
        <div className="notice-title">
          {t(`error.${titleKey(e.kind, charged)}.title`, {
            defaultValue: t('error.internal.title'),
            issued: e.issued,
            server: e.server,
          })}
        </div>
        {hint && <div>{hint}</div>}
        {charged && !SAYS_ITS_COST.has(e.kind) && (
          <div data-testid="not-charged">
            <strong>{t('error.notCharged')}</strong>
          </div>
        )}
        <FetchingDesks error={e} />
        <ErrorDetail error={e} />
      </div>
      <ErrorNoticeActions error={e} onRetry={onRetry} />
    </div>
  );
}

/** fetch-in-progress: which desk fetches which orders ("desk 2 is fetching O-1"; several desks may share a ledger). */
function FetchingDesks({ error }: { error: IpcError }) {
  const { t } = useTranslation('common');
  if (error.kind !== 'fetch-in-progress' || !error.duplicates) return null;
  const byDesk = new Map<string, string[]>();
  for (const d of error.duplicates) {
    if (d.desk) byDesk.set(d.desk, [...(byDesk.get(d.desk) ?? []), d.orderSn]);
  }
  return (
    <>
      {[...byDesk].map(([desk, sns]) => (
        <div key={desk} data-testid="fetching-desk">
          <strong>{t('error.fetch-in-progress.byDesk', { desk, orders: sns.join(', ') })}</strong>
        </div>
      ))}
    </>
  );
}

/** "to: port … must be …" → "port … must be …": the hint above already names the field in the seller's words. */
const withoutFieldPrefix = ({ msg = '', field }: IpcError): string =>
  field && msg.startsWith(`${field}: `) ? msg.slice(field.length + 2) : msg;

/**
 * What the error says beyond its title. The gateway's own words are shown as the gateway's (it answered: there is a
 * code). The desk's own messages are mostly English sentences for logs and support: the seller reads the translated
 * title and hint, and the English text only when the desk speaks English, or on request under "technical details";
 * a message main wrote in the seller's language (it has Chinese in it) is shown as it is.
 */
function ErrorDetail({ error }: { error: IpcError }) {
  const { t, i18n } = useTranslation('common');
  if (!error.msg) return null;
  const style = { fontSize: 'var(--text-xs)' };
  const english = i18n.language.startsWith('en');
  if (error.code !== undefined && (english || !hasNoChinese(error.msg))) {
    return (
      <div className="muted" style={style} title={`code ${error.code}`}>
        {t('error.gatewaySaid', { msg: error.msg })}
      </div>
    );
  }
  // A desk message already in the seller's language (a printer address's wrong part, …) is said as it is.
  if (english || !hasNoChinese(error.msg)) {
    return (
      <div className="muted" style={style}>
        {t('error.detailNoCode', { msg: withoutFieldPrefix(error) })}
      </div>
    );
  }
  return (
    <details className="muted error-technical" style={style}>
      <summary>
        {error.code === undefined ? t('error.technical') : t('error.gatewayCode', { code: error.code })}
      </summary>
      {error.msg}
    </details>
  );
}
