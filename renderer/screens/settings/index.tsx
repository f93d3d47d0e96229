import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { SkeletonRows } from '../../components/skeleton-rows';
import { useSettings } from '../../hooks/settings';
import { useNavigation } from '../../store/navigation';
import { DataBackupsSection } from './data-backups-section';
import { GeneralForm } from './general-form';
import { LanguageSection } from './language-section';
import { PrintProfilesSection } from './print-profiles';
import { ScanSection } from './scan-section';
import { ScaleSection } from './scale-section';
import { BarcodesSection } from './barcodes-section';
import { OrderBookSection } from './order-book-section';
import { DataSection } from './data-section';
import { SenderProfiles } from './sender-profiles';
import { SharedLedgerSection } from './shared-ledger-section';
import { ShopsSection } from './shops-section';
import { TokenSection } from './token-section';
import './settings.css';

export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const settings = useSettings();
  const focus = useNavigation((s) => s.settingsFocus);
  const clearFocus = useNavigation((s) => s.clearSettingsFocus);

  // Opened from the 401 banner (or an error): put the caret where the fix goes.
  useEffect(() => {
    if (!focus || !settings.data) return;
    const el = document.getElementById(`settings-${focus}`);
    el?.scrollIntoView?.({ block: 'center' });
    el?.focus();
    clearFocus();
  }, [focus, settings.data, clearFocus]);

  return (
    <div className="settings-screen">
      <h1>{t('title')}</h1>
      <TokenSection />
      {settings.isPending && <SkeletonRows rows={6} columns={[1, 3]} />}
      {settings.isError && <ErrorNotice error={settings.error} onRetry={() => void settings.refetch()} />}
      {settings.data && (
        <>
          <ShopsSection />
          <GeneralForm settings={settings.data} />
          <SenderProfiles settings={settings.data} />
          <PrintProfilesSection settings={settings.data} />
          <ScanSection settings={settings.data} />
          <ScaleSection settings={settings.data} />
          <BarcodesSection />
          <OrderBookSection value={settings.data.orderBook} />
          <DataSection value={settings.data.retention} />
          <LanguageSection language={settings.data.language} />
          <SharedLedgerSection />
          <DataBackupsSection backupDir={settings.data.backupDir} />
        </>
      )}
    </div>
  );
}
