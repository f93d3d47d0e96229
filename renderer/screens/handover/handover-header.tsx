import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { HandoverBatchHead } from '../../../shared/ipc/channels/handover';
import { CarrierOptions } from '../../components/carrier-options';
import { ErrorNotice } from '../../components/error-notice';
import { useOpenBatch } from '../../hooks/handover';
import { useSettings } from '../../hooks/settings';
import { BatchName } from './handover-side';

/** The title, the batch being scanned and its count, and a new batch: its carrier, or the first scan's. */
export function HandoverHeader({
  batch,
  onOpened,
}: {
  batch: HandoverBatchHead | undefined;
  onOpened: (id: number) => void;
}) {
  const { t } = useTranslation('handover');
  const extra = useSettings().data?.extraCarriers ?? [];
  const [cpCode, setCpCode] = useState('');
  const open = useOpenBatch();
  return (
    <header className="scan-header ho-header">
      <h1 id="handover-title">{t('title')}</h1>
      {batch ? (
        <span className="scan-stat" data-testid="handover-batch">
          <BatchName batch={batch} /> ·{' '}
          <Trans
            t={t}
            i18nKey="count"
            values={{ count: batch.count }}
            components={{ 1: <strong data-testid="handover-count" /> }}
          />
        </span>
      ) : null}
      <span className="scan-spacer" />
      <label className="ho-carrier">
        {t('carrier')}{' '}
        <select className="input" value={cpCode} onChange={(e) => setCpCode(e.target.value)}>
          <option value="">{t('carrierFirstScan')}</option>
          <CarrierOptions extra={extra} />
        </select>
      </label>
      <button
        type="button"
        className="btn"
        disabled={open.isPending}
        onClick={() => open.mutate(cpCode, { onSuccess: (b) => onOpened(b.id) })}
      >
        {t('newBatch')}
      </button>
      {open.error ? <ErrorNotice error={open.error} compact /> : null}
    </header>
  );
}
