import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeskEvents } from '../hooks/events';
import { CouponScreen } from '../screens/coupon';
import { FetchDialogHost } from '../screens/fetch';
import { LabelsScreen } from '../screens/labels';
import { OrdersScreen } from '../screens/orders';
import { PushScreen } from '../screens/push';
import { ScanScreen } from '../screens/scan';
import { ScanElsewhere } from '../screens/scan/scan-elsewhere';
import { SettingsScreen } from '../screens/settings';
import { WaybillsScreen } from '../screens/waybills';
import { useNavigation, type Screen } from '../store/navigation';
import { LanguageSync } from './language-sync';
import { NavBar } from './nav-bar';
import { ShopAuthorizationDialog } from './shop-authorization-dialog';
import { ShortcutsSheet } from './shortcuts-sheet';
import { isTyping, screenForShortcut } from './shortcuts';
import { runSingleKeyShortcut, watchKeyTiming } from './scanner-burst';
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
};

/** The house: nav on the left, the screen, banners above it, and the status bar that is always there. */
export function DeskShell() {
  const { t } = useTranslation('common');
  const screen = useNavigation((s) => s.screen);
  const goTo = useNavigation((s) => s.goTo);
  const [sheetOpen, setSheetOpen] = useState(false);
  useDeskEvents();
  // Every key's time, so dialogs and single-key shortcuts can tell a scanner's burst from a hand.
  useEffect(() => watchKeyTiming(window), []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = screenForShortcut(e);
      if (target) {
        e.preventDefault();
        goTo(target, { focusList: true });
        return;
      }
      if (e.key === '?' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target)) {
        runSingleKeyShortcut(e, () => setSheetOpen(true));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [goTo]);

  // A screen without a list of its own to focus: the keyboard lands in the screen, not on the page body.
  const focusRequest = useNavigation((s) => s.listFocusRequest);
  useEffect(() => {
    if (focusRequest === 0) return;
    const id = setTimeout(() => {
      const main = document.getElementById('screen');
      if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
    }, 100);
    return () => clearTimeout(id);
  }, [focusRequest]);

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
      <NavBar onShowShortcuts={() => setSheetOpen(true)} />
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
