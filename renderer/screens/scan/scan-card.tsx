import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import { useNavigation } from '../../store/navigation';
import { ScanSync } from './scan-sync';
import { ICON, lookOf, toneOf, wordKey } from './scan-words';

/** The large result of the last scan: colour with an icon and a word, the label's code and what it is for. */
export function ScanCard({
  entry,
  onReprint,
  onSynced = () => undefined,
}: {
  entry: ScanEntry | undefined;
  onReprint: (seq: number) => void;
  /** After a sync from the card: give the scan input its focus back. */
  onSynced?: () => void;
}) {
  const { t } = useTranslation('scan');
  if (!entry) {
    return (
      <div className="scan-card scan-card-idle" role="status" data-look="idle">
        <div className="scan-card-icon" aria-hidden="true">
          ▮▯▮
        </div>
        <div className="scan-card-word">{t('idle.title')}</div>
        <p>{t('idle.hint')}</p>
      </div>
    );
  }
  const look = lookOf(entry);
  const codes = entry.waybillCodes.join(' · ');
  // Another order's waybill is named in the hint only: shown big, a packer would stick it on this parcel.
  const showCodes = codes !== '' && entry.reason !== 'parcel-waybill';
  return (
    <div
      className={`scan-card scan-card-${look}`}
      role="status"
      aria-live="assertive"
      data-look={look}
      data-tone={look === 'busy' ? undefined : toneOf(look)}
      data-testid="scan-card"
    >
      <div className="scan-card-icon" aria-hidden="true">
        {ICON[look]}
      </div>
      <div className="scan-card-main">
        <div className="scan-card-word">{t(wordKey(entry), { codes, code: entry.code })}</div>
        <div className="scan-card-scanned">
          {t('card.scanned')} <span className="scan-code">{entry.code || '—'}</span>
        </div>
        {showCodes ? (
          <div className="scan-card-waybill">
            <span className="scan-card-label">{t('card.waybill')}</span>
            <span className="scan-code scan-code-big" data-testid="scan-waybill-code">
              {codes}
            </span>
          </div>
        ) : null}
        {entry.voided ? <p className="scan-card-hint">{t('card.voided')}</p> : null}
        <ScanCardFacts entry={entry} />
        {entry.state === 'refused' || entry.state === 'failed' ? (
          <ScanCardAdvice key={entry.seq} entry={entry} codes={codes} onSynced={onSynced} />
        ) : null}
        {entry.state === 'ask' ? (
          <div className="scan-card-actions">
            <button type="button" className="btn btn-primary btn-large" onClick={() => onReprint(entry.seq)}>
              {t('action.reprintNow')}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** Sortation, receiver and goods (a merged waybill's goods are every order's on it). */
function ScanCardFacts({ entry }: { entry: ScanEntry }) {
  const { t } = useTranslation('scan');
  return (
    <>
      {entry.sortationName ? (
        <div className="scan-card-sortation">
          <span className="scan-card-label">{t('card.sortation')}</span> {entry.sortationName}
        </div>
      ) : null}
      {entry.receiverName || entry.goods ? (
        <div className="scan-card-meta">
          {entry.receiverName ? (
            <span>
              <span className="scan-card-label">{t('card.receiver')}</span> {entry.receiverName}
            </span>
          ) : null}
          {entry.goods ? (
            <span data-testid="scan-card-goods">
              <span className="scan-card-label">{t('card.goods')}</span> {entry.goods}
            </span>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/**
 * What a refusal or a failure means and what to do, free fixes first: a charged action (a sync) is never the first
 * thing offered. The gateway's own words stay under "technical details"; the seller reads its kind in their language.
 */
function ScanCardAdvice({
  entry,
  codes,
  onSynced,
}: {
  entry: ScanEntry;
  codes: string;
  onSynced: () => void;
}) {
  const { t } = useTranslation('scan');
  const [newOrder, setNewOrder] = useState(false);
  const reason = entry.reason ?? 'unknown';
  const kind = entry.errorKind;
  return (
    <>
      <p className="scan-card-hint">{t(`hint.${reason}`, { codes })}</p>
      {kind && reason === 'fetch-failed' ? (
        <p className="scan-card-hint" data-testid="scan-card-why">
          {t('card.why', {
            title: t(`common:error.${kind}.title`, { defaultValue: t('common:error.internal.title') }),
          })}
        </p>
      ) : null}
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
      {entry.detail && entry.state === 'failed' ? (
        <details className="muted error-technical">
          <summary>{t('card.technical')}</summary>
          {entry.detail}
        </details>
      ) : null}
    </>
  );
}
