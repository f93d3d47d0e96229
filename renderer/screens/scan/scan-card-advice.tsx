import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import { useNavigation } from '../../store/navigation';
import { ScanSync } from './scan-sync';

/** The hint's key: a label the printer's queue holds says whether it may have printed before it failed. */
const hintKey = (entry: ScanEntry, reason: string): string => {
  if (reason === 'printer-held' && entry.queue?.mayHavePrinted) return 'hint.printer-may-have-printed';
  // Another shop's order names the desks that pack it, where the shared ledger says.
  if (reason === 'other-shop' && entry.packedBy.length > 0) return 'hint.other-shop-desks';
  return `hint.${reason}`;
};

/** The desks that pack a refused shop, each quoted, as a list in the desk's language ("“A”和“B”", "A and B"). */
const desksText = (desks: readonly string[], t: TFunction<'scan'>, language: string): string =>
  new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(
    desks.map((desk) => t('hint.deskName', { desk })),
  );

/** What to do, free fixes first: a charged action (a sync) is never the first thing offered. */
function AdviceActions({ reason, onSynced }: { reason: string; onSynced: () => void }) {
  const { t } = useTranslation('scan');
  const [newOrder, setNewOrder] = useState(false);
  return (
    <div className="scan-card-actions">
      {reason === 'unknown' && !newOrder ? (
        <button type="button" className="btn" onClick={() => setNewOrder(true)}>
          {t('action.newOrder')}
        </button>
      ) : null}
      {reason === 'unknown' && newOrder ? <ScanSync onSettled={onSynced} /> : null}
      {reason === 'outcome-unknown' || reason === 'fetch-unknown' ? (
        <button type="button" className="btn" onClick={() => useNavigation.getState().goTo('waybills')}>
          {t('action.settle')}
        </button>
      ) : null}
      {reason === 'not-ready' || reason === 'cloud-not-running' ? (
        <button type="button" className="btn" onClick={() => useNavigation.getState().openSettings()}>
          {t('action.settings')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * What a refusal or a failure means and what to do. The gateway's (or the printer's) own words stay under
 * "technical details"; the seller reads its kind in their language.
 */
export function ScanCardAdvice({
  entry,
  codes,
  onSynced,
}: {
  entry: ScanEntry;
  codes: string;
  onSynced: () => void;
}) {
  const { t, i18n } = useTranslation('scan');
  const reason = entry.reason ?? 'unknown';
  const kind = entry.errorKind;
  const why = entry.queue?.reason ? t(`labels:queue.reason.${entry.queue.reason}`) : '';
  return (
    <>
      <p className="scan-card-hint" data-testid="scan-card-hint">
        {t(hintKey(entry, reason), {
          codes,
          why,
          printer: entry.queue?.printer ?? '',
          order: entry.orderSn ?? '',
          code: entry.code,
          shop: entry.shop?.name ?? '',
          desks: desksText(entry.packedBy, t, i18n.language),
        })}
      </p>
      {kind && reason === 'fetch-failed' ? (
        <p className="scan-card-hint" data-testid="scan-card-why">
          {t('card.why', {
            title: t(`common:error.${kind}.title`, { defaultValue: t('common:error.internal.title') }),
          })}
        </p>
      ) : null}
      <AdviceActions reason={reason} onSynced={onSynced} />
      {entry.detail && entry.state === 'failed' ? (
        <details className="muted error-technical">
          <summary>{t('card.technical')}</summary>
          {entry.detail}
        </details>
      ) : null}
    </>
  );
}
