import { useTranslation } from 'react-i18next';
import { SCREENS, useNavigation, type Screen } from '../store/navigation';
import { Icon, type IconName } from '../components/icon';
import { shortcutOfScreen } from '../keyboard/shortcuts';

const ICONS: Record<Screen, IconName> = {
  orders: 'orders',
  waybills: 'waybills',
  labels: 'labels',
  coupon: 'coupon',
  push: 'push',
  settings: 'settings',
  scan: 'scan',
  handover: 'handover',
  report: 'report',
};

export function NavBar({ onShowShortcuts }: { onShowShortcuts: () => void }) {
  const { t } = useTranslation('common');
  const screen = useNavigation((s) => s.screen);
  const goTo = useNavigation((s) => s.goTo);
  return (
    <nav className="nav" aria-label={t('nav.label')}>
      <div className="nav-brand">{t('app.name')}</div>
      <ul className="nav-list">
        {SCREENS.map((s) => {
          const keys = shortcutOfScreen(s);
          return (
            <li key={s}>
              <button
                type="button"
                className="nav-item"
                aria-current={s === screen ? 'page' : undefined}
                aria-keyshortcuts={keys}
                title={`${t(`nav.${s}`)} (${keys})`}
                onClick={() => goTo(s)}
              >
                <Icon name={ICONS[s]} />
                <span className="nav-item-label">{t(`nav.${s}`)}</span>
                <kbd className="nav-kbd" aria-hidden="true">
                  {keys}
                </kbd>
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="nav-help"
        aria-keyshortcuts="?"
        title={`${t('shortcuts.title')} (?)`}
        onClick={onShowShortcuts}
      >
        <kbd aria-hidden="true">?</kbd> {t('shortcuts.title')}
      </button>
    </nav>
  );
}
