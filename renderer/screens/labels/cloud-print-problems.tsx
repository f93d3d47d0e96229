import { useTranslation } from 'react-i18next';
import type { PrintOutcome } from '../../../shared/ipc/channels/labels';

/** Labels the carrier's cloud-print component did not take: it is not running (how to start it), or it failed some. */
export function CloudPrintProblems({ outcome }: { outcome: PrintOutcome }) {
  const { t } = useTranslation('labels');
  const failed = outcome.failed ?? [];
  const notRunning = outcome.cloudNotRunning;
  return (
    <>
      {notRunning ? (
        <div className="notice notice-error" role="alert" data-testid="cloud-not-running">
          <strong>⚠ {t('cloud.notRunning', { count: notRunning.count })}</strong>
          <div>{t('cloud.howToStart', { url: notRunning.url })}</div>
        </div>
      ) : null}
      {failed.length > 0 ? (
        <div className="notice notice-error" role="alert">
          <strong>⚠ {t('cloud.failed', { count: failed.length })}</strong>
          <ul>
            {failed.slice(0, 10).map((f) => (
              <li key={f.id}>
                {f.waybillCode}: {f.msg}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
