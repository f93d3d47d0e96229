import { useTranslation } from 'react-i18next';
import type { SharedLedgerSettings } from '../../../shared/ipc/channels/shared-ledger';
import { Icon } from '../../components/icon';

/** Which ledger this desk runs on now (a server, or its own), and whether the start options override Settings. */
export function SharedLedgerInUse({ data }: { data: SharedLedgerSettings }) {
  const { t } = useTranslation('settings');
  return (
    <>
      <p data-testid="shared-ledger-in-use">
        <Icon name="inbox" />{' '}
        {data.inUse.server
          ? t('sharedLedger.inUse', { server: data.inUse.server, desk: data.inUse.desk })
          : t('sharedLedger.embedded', { desk: data.inUse.desk })}
      </p>
      {data.overriddenByStart && (
        <div className="notice notice-warning">
          <Icon name="info" size={22} className="notice-icon" />
          <div className="notice-body">{t('sharedLedger.overridden')}</div>
        </div>
      )}
    </>
  );
}
