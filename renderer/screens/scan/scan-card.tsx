import { useTranslation } from 'react-i18next';
import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import { useNavigation } from '../../store/navigation';
import { ScanSync } from './scan-sync';
import { ICON, lookOf, wordKey } from './scan-words';

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
  return (
    <div
      className={`scan-card scan-card-${look}`}
      role="status"
      aria-live="assertive"
      data-look={look}
      data-testid="scan-card"
    >
      <div className="scan-card-icon" aria-hidden="true">
        {ICON[look]}
      </div>
      <div className="scan-card-main">
        <div className="scan-card-word">{t(wordKey(entry), { codes })}</div>
        <div className="scan-card-scanned">
          {t('card.scanned')} <span className="scan-code">{entry.code || '—'}</span>
        </div>
        {codes ? (
          <div className="scan-card-waybill">
            <span className="scan-card-label">{t('card.waybill')}</span>
            <span className="scan-code scan-code-big" data-testid="scan-waybill-code">
              {codes}
            </span>
          </div>
        ) : null}
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
              <span>
                <span className="scan-card-label">{t('card.goods')}</span> {entry.goods}
              </span>
            ) : null}
          </div>
        ) : null}
        {entry.state === 'refused' || entry.state === 'failed' ? (
          <p className="scan-card-hint">
            {t(`hint.${entry.reason ?? 'unknown'}`, { detail: entry.detail ?? '' })}
          </p>
        ) : null}
        <div className="scan-card-actions">
          {entry.state === 'ask' ? (
            <button type="button" className="btn btn-primary btn-large" onClick={() => onReprint(entry.seq)}>
              {t('action.reprintNow')}
            </button>
          ) : null}
          {entry.reason === 'unknown' ? (
            <ScanSync onSettled={onSynced} />
          ) : null}
          {entry.reason === 'outcome-unknown' ? (
            <button type="button" className="btn" onClick={() => useNavigation.getState().goTo('waybills')}>
              {t('action.settle')}
            </button>
          ) : null}
          {entry.reason === 'not-ready' || entry.reason === 'cloud-not-running' ? (
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
      </div>
    </div>
  );
}
