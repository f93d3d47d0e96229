import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeskEvents } from '../hooks/events';
import { CouponScreen } from '../screens/coupon';
import { FetchDialogHost } from '../screens/fetch';
import { HandoverScreen } from '../screens/handover';
import { LabelsScreen } from '../screens/labels';
import { OrdersScreen } from '../screens/orders';
import { PushScreen } from '../screens/push';
import { ReportScreen } from '../screens/report';
import { ScanScreen } from '../screens/scan';
import { ScanElsewhere } from '../screens/scan/scan-elsewhere';
import { SettingsScreen } from '../screens/settings';
import { WaybillsScreen } from '../screens/waybills';
import { useNavigation, type Screen } from '../store/navigation';
import { LanguageSync } from './language-sync';
import { NavBar } from './nav-bar';
import { ShopAuthorizationDialog } from './shop-authorization-dialog';
import { ShortcutsSheet } from './shortcuts-sheet';
import { useShellKeys } from './use-shell-keys';
import { useScreenFocusFallback } from './use-screen-focus-fallback';
import { StatusBar } from './status-bar';
import { LedgerAwayBanner } from './ledger-away-banner';
import { UnauthorizedBanner } from './unauthorized-banner';

const SCREEN_VIEWS: Record<Screen, () => React.JSX.Element> = {
  orders: OrdersScreen,
  waybills: WaybillsScreen,
  labels: LabelsScreen,
  coupon: CouponScreen,
  push: PushScreen,
  settings: SettingsScreen,
  scan: ScanScreen,
  handover: HandoverScreen,
  report: ReportScreen,
};

/** The house: nav on the left, the screen, banners above it, and the status bar that is always there. */
export function DeskShell() {
  const { t } = useTranslation('common');
  const screen = useNavigation((s) => s.screen);
  const goTo = useNavigation((s) => s.goTo);
  const [sheetOpen, setSheetOpen] = useState(false);
  const openSheet = useCallback(() => setSheetOpen(true), []);
  useDeskEvents();
  useShellKeys(openSheet);
  useScreenFocusFallback();

  // Tell assistive tech and the window title which screen is shown.
  useEffect(() => {
    document.title = `${t(`nav.${screen}`)} · ${t('app.name')}`;
  }, [screen, t]);

  const View = SCREEN_VIEWS[screen];
  return (
    <div className="shell">
      {/* The first Tab: straight to the screen's list, past the nav and the toolbars. */}
      <a
        className="skip-link"
        href="#screen"
        onClick={(e) => {
          e.preventDefault();
          goTo(screen, { focusList: true });
        }}
      >
        {t('keys.skipToList')}
      </a>
      <LanguageSync />
      <NavBar onShowShortcuts={openSheet} />
      <div className="shell-main">
        <UnauthorizedBanner />
        <LedgerAwayBanner />
        <main id="screen" className="shell-screen" aria-label={t(`nav.${screen}`)} tabIndex={-1}>
          <View />
        </main>
        <StatusBar />
      </div>
      <FetchDialogHost />
      <ShopAuthorizationDialog />
      <ShortcutsSheet open={sheetOpen} onClose={() => setSheetOpen(false)} />
      <ScanElsewhere />
    </div>
  );
}
