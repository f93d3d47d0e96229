import { useTranslation } from 'react-i18next';
import type { ScanStatus } from '../../../shared/ipc/channels/scan';
import { useNavigation } from '../../store/navigation';

/** The default print profile lacks these: the station fetches nothing until Settings has them. */
export function ScanNotReady({ gaps }: { gaps: ScanStatus['gaps'] }) {
  const { t } = useTranslation('scan');
  return (
    <div className="notice notice-error scan-not-ready" role="alert" data-testid="scan-not-ready">
      <strong>✕ {t('notReady.title')}</strong>
      <ul>
        {gaps.map((g) => (
          <li key={g}>{t(`notReady.${g}`)}</li>
        ))}
      </ul>
      <button
        type="button"
        className="btn"
        onClick={() => useNavigation.getState().openSettings('scanProfile')}
      >
        {t('action.settings')}
      </button>
    </div>
  );
}
