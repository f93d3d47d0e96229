import { create } from 'zustand';

/** Nav order = Alt+1…9; newer screens come last so the older shortcuts keep their keys. */
export const SCREENS = [
  'orders',
  'waybills',
  'labels',
  'coupon',
  'push',
  'settings',
  'scan',
  'handover',
  'report',
] as const;
export type Screen = (typeof SCREENS)[number];

interface NavigationState {
  screen: Screen;
  /** Ledger ids the Labels screen shows; set by `openLabels`. */
  labelWaybillIds: number[];
  /** A settings field to focus when Settings opens (e.g. 'token' from the 401 banner). */
  settingsFocus: string | null;
  /** Bumped when the seller asks for a screen from the keyboard: its list takes focus on its current row. */
  listFocusRequest: number;
  goTo: (screen: Screen, options?: { focusList?: boolean }) => void;
  openLabels: (waybillIds: number[]) => void;
  openSettings: (focusField?: string) => void;
  /** Settings calls this once it has focused the field, so a later visit does not jump again. */
  clearSettingsFocus: () => void;
}

export const useNavigation = create<NavigationState>()((set) => ({
  screen: 'orders',
  labelWaybillIds: [],
  settingsFocus: null,
  listFocusRequest: 0,
  goTo: (screen, options) =>
    set((s) => ({ screen, listFocusRequest: s.listFocusRequest + (options?.focusList ? 1 : 0) })),
  openLabels: (waybillIds) => set({ screen: 'labels', labelWaybillIds: [...waybillIds] }),
  openSettings: (focusField) => set({ screen: 'settings', settingsFocus: focusField ?? null }),
  clearSettingsFocus: () => set({ settingsFocus: null }),
}));
