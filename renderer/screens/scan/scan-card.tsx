import { useTranslation } from 'react-i18next';
import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import { ScanCardAdvice } from './scan-card-advice';
import { ScanCardFacts } from './scan-card-facts';
import { ShopNameTag } from '../../components/shop-name-tag';
import { ICON, lookOf, toneOfEntry, wordKey } from './scan-words';

/** Before the first scan: what the station waits for. */
function ScanCardIdle() {
  const { t } = useTranslation('scan');
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

/** What was scanned, and the shop whose order it is. */
function ScanCardScanned({ entry }: { entry: ScanEntry }) {
  const { t } = useTranslation('scan');
  return (
    <div className="scan-card-scanned">
      {t('card.scanned')} <span className="scan-code">{entry.code || '—'}</span>
      {entry.shop ? (
        <span className="scan-card-shop" data-testid="scan-card-shop">
          <ShopNameTag name={entry.shop.name} colour={entry.shop.colour} />
        </span>
      ) : null}
    </div>
  );
}

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
  if (!entry) return <ScanCardIdle />;
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
      data-tone={look === 'busy' ? undefined : toneOfEntry(entry)}
      data-testid="scan-card"
    >
      <div className="scan-card-icon" aria-hidden="true">
        {ICON[look]}
      </div>
      <div className="scan-card-main">
        <div className="scan-card-word">{t(wordKey(entry), { codes, code: entry.code })}</div>
        <ScanCardScanned entry={entry} />
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
