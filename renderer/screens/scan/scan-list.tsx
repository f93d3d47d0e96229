import { useTranslation } from 'react-i18next';
import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import { ICON, lookOf, mayReprint, wordKey } from './scan-words';

const time = (ms: number) => new Date(ms).toLocaleTimeString('zh-CN', { hour12: false });

/** The queue and the session's last 50 scans, newest first, each with its outcome and a reprint. */
export function ScanList({ entries, onReprint }: { entries: ScanEntry[]; onReprint: (seq: number) => void }) {
  const { t } = useTranslation('scan');
  if (entries.length === 0) return null;
  return (
    <section className="scan-list" aria-labelledby="scan-list-title">
      <h2 id="scan-list-title">{t('list.title', { count: entries.length })}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('list.time')}</th>
            <th scope="col">{t('list.scanned')}</th>
            <th scope="col">{t('list.outcome')}</th>
            <th scope="col">{t('list.waybill')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('list.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => {
            const look = lookOf(e);
            return (
              <tr key={e.seq} className={`scan-row scan-row-${look}`} data-state={e.state} data-seq={e.seq}>
                <td>{e.seq}</td>
                <td>{time(e.at)}</td>
                <td className="scan-code">{e.code || '—'}</td>
                <td>
                  <span className={`scan-badge scan-badge-${look}`}>
                    <span aria-hidden="true">{ICON[look]}</span> {t(wordKey(e), { codes: '', code: '' })}
                  </span>
                  {e.voided ? <span className="scan-badge scan-badge-bad"> · {t('list.voided')}</span> : null}
                  {e.charged > 0 ? (
                    <span className="muted"> · {t('list.charged', { count: e.charged })}</span>
                  ) : null}
                </td>
                {/* Another order's waybill is named on the card's hint only, never in the waybill column. */}
                <td className="scan-code">
                  {(e.reason === 'parcel-waybill' ? '' : e.waybillCodes.join(', ')) || '—'}
                </td>
                <td>
                  {mayReprint(e) ? (
                    <button
                      type="button"
                      className="btn btn-small"
                      onClick={() => onReprint(e.seq)}
                      aria-label={t('list.reprintOne', { code: e.waybillCodes.join(', ') })}
                    >
                      {t('list.reprint')}
                    </button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
