import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HandoverBatchHead } from '../../../shared/ipc/channels/handover';
import { DateField } from '../../components/date-field';
import { useHandoverBatches, useNotGone } from '../../hooks/handover';
import { formatTime, fromLocalInput, startOfToday, toLocalInput } from './handover-time';

/** The batches (open first), to pick one to scan into or look at. */
export function BatchList({ current, onPick }: { current: number | null; onPick: (id: number) => void }) {
  const { t } = useTranslation('handover');
  const batches = useHandoverBatches().data?.batches ?? [];
  return (
    <section className="panel ho-side" aria-labelledby="ho-batches">
      <h2 id="ho-batches">{t('batches.title')}</h2>
      {batches.length === 0 ? <p>{t('batches.none')}</p> : null}
      <ul className="ho-batches">
        {batches.map((b) => (
          <li key={b.id}>
            <button
              type="button"
              className="btn btn-link"
              aria-current={b.id === current ? 'true' : undefined}
              onClick={() => onPick(b.id)}
            >
              <BatchName batch={b} /> · {b.count} ·{' '}
              {b.closedAt === null ? t('open') : t('closed', { at: formatTime(b.closedAt) })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BatchName({ batch }: { batch: HandoverBatchHead }) {
  const { t } = useTranslation('handover');
  const carrier = batch.cpCode
    ? t(`common:carrier.${batch.cpCode}`, { defaultValue: batch.cpCode })
    : t('noCarrierYet');
  return <>{t('batchName', { id: batch.id, carrier })}</>;
}

/** Waybills printed since a time (today by default) that are in no batch: found before the courier leaves. */
export function NotGone() {
  const { t } = useTranslation('handover');
  // The text as the field gives it out ('' while it is no real time yet): today's start stands in until it is.
  const [sinceText, setSinceText] = useState(() => toLocalInput(startOfToday()));
  const since = fromLocalInput(sinceText) ?? startOfToday();
  const waybills = useNotGone(since).data?.waybills ?? [];
  return (
    <section className="panel ho-side" aria-labelledby="ho-not-gone" data-testid="handover-not-gone">
      <h2 id="ho-not-gone">
        {t('notGone.title')} <span className="badge">{waybills.length}</span>
      </h2>
      <div className="ho-since">
        <label htmlFor="ho-since">{t('notGone.since')}</label>
        <DateField id="ho-since" mode="datetime" value={sinceText} onChange={setSinceText} />
      </div>
      <p className="ho-muted">{waybills.length === 0 ? t('notGone.none') : t('notGone.explain')}</p>
      <ul className="ho-not-gone">
        {waybills.map((w) => (
          <li key={w.id} data-waybill-code={w.waybillCode}>
            <span className="ho-code">{w.waybillCode}</span> {w.orderSns.join(', ')} ·{' '}
            {t(`common:carrier.${w.cpCode}`, { defaultValue: w.cpCode })} ·{' '}
            {w.printed === 'printed' ? t('notGone.printed') : t('notGone.maybe')}
          </li>
        ))}
      </ul>
    </section>
  );
}
