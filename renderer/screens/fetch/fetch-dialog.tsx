import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../shared/ipc/channels/settings';
import { ModalDialog } from '../../components/modal-dialog';
import { DuplicateList } from './duplicate-list';
import { FetchResults } from './fetch-results';
import { ShopResults } from './shop-results';
import { FetchDialogActions } from './fetch-dialog-actions';
import { FetchDialogForm } from './fetch-dialog-form';
import { useFetchDialog } from './use-fetch-dialog';
import './fetch.css';

/**
 * Fetch waybills for the selected orders: one confirm, then results per order and "Print labels".
 * A refused field is shown on the field (nothing charged, nothing typed lost); orders that already hold a
 * waybill need a second, explicit yes; an unknown outcome is said plainly and never retried on its own.
 */
export function FetchDialog({ settings, onClose }: { settings: Settings; onClose: () => void }) {
  const { t } = useTranslation('fetch');
  const d = useFetchDialog(onClose);
  const { phase, busy, sns } = d;
  const actions = (
    <FetchDialogActions
      phase={phase}
      busy={busy}
      fetchingWord={d.fetchingWord}
      sns={sns}
      waybills={d.waybills}
      needsNotAwaitingYes={d.needsNotAwaitingYes || d.splitPending}
      onBack={() => d.setPhase({ step: 'form' })}
      onSend={d.send}
      onFinish={d.finish}
      onCancel={d.close}
    />
  );

  return (
    <ModalDialog
      open
      title={t('title', { count: d.orders.length })}
      onClose={d.close}
      busy={busy}
      width={980}
      spends
      actions={actions}
    >
      {phase.step === 'results' ? (
        <>
          {phase.shops && <ShopResults outcome={phase.shops} />}
          <FetchResults outcome={phase.outcome} />
        </>
      ) : phase.step === 'duplicates' ? (
        <DuplicateList duplicates={phase.duplicates} otherCount={sns.length - phase.duplicates.length} />
      ) : (
        <FetchDialogForm d={d} settings={settings} />
      )}
    </ModalDialog>
  );
}
