import { create } from 'zustand';

/*
 * What the gateway said about authorization, wherever it was said (a call's error or the `auth.required`
 * event): the shell shows a 401 banner and a 302 dialog from here.
 */
export interface ShopAuthorization {
  shop: string | null;
  authUrl: string | null;
  msg: string;
}

interface AuthAlertState {
  /** 401: the token is missing (no code: the desk's own finding) or rejected (the gateway's code). */
  unauthorized: { msg: string; code: number | null } | null;
  /** 302: a shop (or owner, mall user) the token is not authorized for. */
  shopAuthorization: ShopAuthorization | null;
  reportUnauthorized: (msg: string, code?: number) => void;
  reportShopNotAuthorized: (a: ShopAuthorization) => void;
  dismissUnauthorized: () => void;
  dismissShopAuthorization: () => void;
}

export const useAuthAlerts = create<AuthAlertState>()((set) => ({
  unauthorized: null,
  shopAuthorization: null,
  reportUnauthorized: (msg, code) => set({ unauthorized: { msg, code: code ?? null } }),
  reportShopNotAuthorized: (a) => set({ shopAuthorization: a }),
  dismissUnauthorized: () => set({ unauthorized: null }),
  dismissShopAuthorization: () => set({ shopAuthorization: null }),
}));
