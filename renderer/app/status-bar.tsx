import { useTranslation } from 'react-i18next';
import { useCharges } from '../hooks/account';
import { useAppInfo, useAuthStatus } from '../hooks/auth';
import { Icon } from '../components/icon';
import { LanguageSwitch } from './language-switch';
import { UnprintedCount } from './unprinted-count';
import { SessionPoints } from '../components/session-points';
import { SessionPointsByShop } from './session-points-by-shop';

/** Always visible: what today's work has cost and which gateway the desk talks to. */
export function StatusBar() {
  const { t } = useTranslation('common');
  const charges = useCharges();
  const auth = useAuthStatus();
  const info = useAppInfo();
  const dash = '—';
  const mode = auth.data?.gatewayMode;
  // Several desks on one shared ledger: the day's points are the shop's; this desk's share is shown beside them.
  const shared = info.data?.ledgerServer
    ? { server: info.data.ledgerServer, desk: info.data.desk ?? '' }
    : null;
  return (
    <footer className="statusbar" aria-label={t('statusbar.label')}>
      <span data-testid="charges-today">
        <Icon name="coin" size={16} />
        {t(shared ? 'statusbar.shopToday' : 'statusbar.today')} <strong>{charges.data?.today ?? dash}</strong>
      </span>
      {shared && (
        <span data-testid="charges-desk-today">
          {t('statusbar.deskToday', { desk: shared.desk })} <strong>{charges.data?.deskToday ?? dash}</strong>
        </span>
      )}
      <span data-testid="charges-session">
        {t('statusbar.session')} <SessionPoints /> <SessionPointsByShop />
      </span>
      {(charges.data?.unreported.today ?? 0) > 0 && (
        <span
          data-testid="charges-unreported"
          title={t('statusbar.unreportedHint', { count: charges.data?.unreported.today })}
        >
          {t('statusbar.unreported', { count: charges.data?.unreported.today })}
        </span>
      )}
      <UnprintedCount />
      <span className="statusbar-spacer" />
      {shared && (
        <span
          className="statusbar-shrink"
          data-testid="ledger-in-use"
          title={`${t('statusbar.sharedLedger', { server: shared.server, desk: shared.desk })}: ${t('statusbar.sharedLedgerHint')}`}
        >
          <Icon name="inbox" size={16} />
          {t('statusbar.sharedLedger', { server: shared.server, desk: shared.desk })}
        </span>
      )}
      <span className="statusbar-shrink" data-testid="gateway-in-use" title={auth.data?.baseUrl}>
        <Icon name={mode === 'custom' ? 'globe' : 'flask'} size={16} />
        {mode ? t(`statusbar.gateway.${mode}`) : dash}
        {auth.data?.baseUrl && <span className="statusbar-url"> · {auth.data.baseUrl}</span>}
      </span>
      <span>
        {auth.data?.hasToken
          ? t('statusbar.token', { masked: auth.data.tokenMasked ?? '' })
          : t('statusbar.noToken')}
      </span>
      <LanguageSwitch />
      {info.data && <span className="muted">v{info.data.version}</span>}
    </footer>
  );
}
