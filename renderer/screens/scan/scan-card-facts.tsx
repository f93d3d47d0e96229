import { useTranslation } from 'react-i18next';
import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import { printerShortName } from '../../../shared/printing/device-uri';

/** The label printer the label went to; while it is only sent, that it counts as printed once confirmed. */
function ScanCardPrinter({ entry }: { entry: ScanEntry }) {
  const { t } = useTranslation('scan');
  if (!entry.queue) return null;
  return (
    <>
      <div className="scan-card-printer" data-testid="scan-card-printer">
        <span className="scan-card-label">{t('card.printer')}</span>{' '}
        <span className="scan-code" title={entry.queue.printer}>
          {printerShortName(entry.queue.printer)}
        </span>
      </div>
      {entry.state === 'sending' ? <p className="scan-card-hint">{t('card.sentHint')}</p> : null}
    </>
  );
}

/** Sortation, receiver and goods (a merged waybill's goods are every order's on it), and the label printer. */
export function ScanCardFacts({ entry }: { entry: ScanEntry }) {
  const { t } = useTranslation('scan');
  return (
    <>
      <ScanCardPrinter entry={entry} />
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
