import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleanupReport, RetentionSettings } from '../../../shared/ipc/channels/data';
import { ErrorNotice } from '../../components/error-notice';
import { ipcErrorOf } from '../../components/ipc-error';
import { onSubmitRun } from '../../components/on-submit';
import { useDataCleanup, useDataStatus } from '../../hooks/data';
import { useUpdateSettings } from '../../hooks/settings';
import { byteSize } from '../../components/byte-size';
import { NumberFields } from './number-fields';
import { SectionSave } from './section-save';
import { storageParts } from './storage-parts';

type DayKey = keyof RetentionSettings;
const DAY_KEYS: DayKey[] = ['printDataDays', 'requestBodyDays', 'orderBookDays'];
const DAY_FIELDS = { keys: DAY_KEYS, idPrefix: 'settings-data', labelPrefix: 'data' };

/** Settings → Data: size on disk by part, the last cleanup and what it freed, and how long things are kept. */
export function DataSection({ value }: { value: RetentionSettings }) {
  const { t } = useTranslation('settings');
  const status = useDataStatus();
  const cleanup = useDataCleanup();
  const vacuum = status.data?.vacuum;
  return (
    <section className="settings-section panel" aria-labelledby="settings-data-heading">
      <h2 id="settings-data-heading">{t('data.heading')}</h2>
      {status.isError && <ErrorNotice error={status.error} onRetry={() => void status.refetch()} />}
      {status.data && (
        <>
          <p className="storage-total">{t('data.total', { size: byteSize(status.data.totalBytes) })}</p>
          <ul className="muted storage-parts">
            {storageParts(status.data.parts).map((p) => (
              <li key={p.key}>{`${t(`data.part.${p.key}`)}: ${byteSize(p.bytes)}`}</li>
            ))}
          </ul>
          <LastCleanup report={cleanup.data ?? status.data.lastCleanup} running={status.data.running} />
          {vacuum?.needed && (
            <p className="muted">
              {vacuum.freeBytes !== null && vacuum.freeBytes < status.data.totalBytes
                ? t('data.vacuumNoRoom', { size: byteSize(status.data.totalBytes) })
                : t('data.vacuumNeeded', { size: byteSize(status.data.totalBytes) })}
            </p>
          )}
        </>
      )}
      <div className="settings-row">
        <button
          type="button"
          className="btn"
          disabled={cleanup.isPending}
          onClick={() =>
            cleanup.mutate(
              vacuum?.needed === true &&
                vacuum.freeBytes !== null &&
                vacuum.freeBytes >= (status.data?.totalBytes ?? Infinity),
            )
          }
        >
          {t('data.cleanNow')}
        </button>
      </div>
      {cleanup.isError && <ErrorNotice error={cleanup.error} />}
      <RetentionForm value={value} />
    </section>
  );
}

function LastCleanup({ report, running }: { report: CleanupReport | null; running: boolean }) {
  const { t } = useTranslation('settings');
  if (running) return <p>{t('data.running')}</p>;
  if (!report) return <p className="muted">{t('data.never')}</p>;
  return (
    <p>
      {t('data.last', {
        at: new Date(report.at).toLocaleString(),
        freed: byteSize(report.freedBytes),
        labels: report.dropped.printData,
        bodies: report.dropped.requestBodies,
        orders: report.dropped.orders,
      })}
    </p>
  );
}

function RetentionForm({ value }: { value: RetentionSettings }) {
  const { t } = useTranslation('settings');
  const update = useUpdateSettings();
  const [draft, setDraft] = useState<Record<DayKey, string>>({
    printDataDays: String(value.printDataDays),
    requestBodyDays: String(value.requestBodyDays),
    orderBookDays: String(value.orderBookDays),
  });
  const setDays = (key: DayKey, days: string) => setDraft({ ...draft, [key]: days });
  const error = update.error ? ipcErrorOf(update.error) : null;
  // The day a refusal names, if any: said under that box; any other refusal is said under the button.
  const field = DAY_KEYS.find((key) => key === error?.field?.split('.').pop()) ?? null;
  const save = () =>
    update.mutate({
      retention: {
        printDataDays: Number(draft.printDataDays),
        requestBodyDays: Number(draft.requestBodyDays),
        orderBookDays: Number(draft.orderBookDays),
      },
    });
  return (
    <form className="settings-form" onSubmit={onSubmitRun(save)}>
      <div className="settings-grid">
        <NumberFields {...DAY_FIELDS} draft={draft} refused={error} onChange={setDays} />
      </div>
      <p className="muted">{t('data.keptForever')}</p>
      <SectionSave
        submit
        label={t('data.save')}
        savedLabel={t('data.saved')}
        onSave={save}
        pending={update.isPending}
        saved={update.isSuccess}
        error={field ? null : update.error}
      />
    </form>
  );
}
