import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REOPEN_WORD } from '../../../shared/ipc/channels/handover';
import { ErrorNotice } from '../../components/error-notice';
import { ModalDialog } from '../../components/modal-dialog';
import { useReopenBatch } from '../../hooks/handover';

/** Reopening a signed handover: the typed word and a reason, both recorded in the ledger. */
export function ReopenDialog({ batchId, onClose }: { batchId: number | null; onClose: () => void }) {
  const { t } = useTranslation('handover');
  const reopen = useReopenBatch();
  const [word, setWord] = useState('');
  const [reason, setReason] = useState('');
  const close = () => {
    setWord('');
    setReason('');
    reopen.reset();
    onClose();
  };
  const submit = () => batchId !== null && reopen.mutate({ batchId, word, reason }, { onSuccess: close });
  return (
    <ModalDialog
      open={batchId !== null}
      title={t('reopen.title')}
      onClose={close}
      busy={reopen.isPending}
      actions={
        <>
          <button type="button" className="btn" onClick={close}>
            {t('reopen.cancel')}
          </button>
          <button type="button" className="btn btn-danger" onClick={submit} disabled={reopen.isPending}>
            {t('reopen.submit')}
          </button>
        </>
      }
    >
      <p>{t('reopen.explain', { word: REOPEN_WORD })}</p>
      <label className="ho-field">
        {t('reopen.word')}
        <input className="input" value={word} onChange={(e) => setWord(e.target.value)} autoComplete="off" />
      </label>
      <label className="ho-field">
        {t('reopen.reason')}
        <input className="input" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} />
      </label>
      {reopen.error ? <ErrorNotice error={reopen.error} compact /> : null}
    </ModalDialog>
  );
}
