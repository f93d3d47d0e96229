/** Where the Electron binary is, or why there is none (it is never downloaded by this call). */
export declare const findElectron: () =>
  { path: string; reason?: undefined } | { reason: string; path?: undefined };
