import { useTranslation } from 'react-i18next';
import type { ScanStatus } from '../../../shared/ipc/channels/scan';
import { printerShortName } from '../../../shared/printing/device-uri';
import { SessionPoints } from '../../components/session-points';

/** The title, the default profile in one line, the goods check's switch, and the session's counts. */
export function ScanHeader({
  data,
  packSwitch,
  onSwitched,
}: {
  data: ScanStatus | undefined;
  packSwitch: { packCheck: boolean; setPackCheck: (on: boolean) => void; loaded: boolean };
  /** The switch is flipped in passing: the scanner's keys go back to the scan input. */
  onSwitched: () => void;
}) {
  const { t } = useTranslation('scan');
  const profile = data?.profile
    ? t('profile.summary', {
        carrier: t(`common:carrier.${data.profile.cpCode}`, { defaultValue: data.profile.cpCode }),
        size: data.profile.labelSize.replace('x', ' × '),
        printer: data.printsTo ? printerShortName(data.printsTo) : t('profile.defaultPrinter'),
      })
    : null;
  return (
    <header className="scan-header">
      <h1 id="scan-title">{t('title')}</h1>
      {profile !== null ? (
        <span className="scan-profile" data-testid="scan-profile" title={profile}>
          {profile}
        </span>
      ) : null}
      <span className="scan-spacer" />
      <label className="check scan-pack-switch" title={t('check.switchHint')}>
        <input
          type="checkbox"
          checked={packSwitch.packCheck}
          disabled={!packSwitch.loaded}
          onChange={(e) => {
            packSwitch.setPackCheck(e.target.checked);
            onSwitched();
          }}
          data-testid="scan-pack-switch"
        />
        {t('check.switch')}
      </label>
      <span className="scan-stat" data-testid="scan-pending">
        {t('stat.pending', { count: data?.pending ?? 0 })}
      </span>
      <span className="scan-stat" data-testid="scan-points">
        {t('stat.points')} <SessionPoints />
      </span>
    </header>
  );
}
