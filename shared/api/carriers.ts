/**
 * The carriers the desk knows (the gateway's carrier table, W10 and the fixtures of docs/gateway.md). Names come
 * from the renderer's i18n `common:carrier.<code>`; freight carriers take a packages count (sub-parent mode, W13).
 * A seller whose gateway knows more adds their codes in Settings (`extraCarriers`).
 */
export const CARRIERS = [
  { code: 'YTO', freight: false },
  { code: 'ZTO', freight: false },
  { code: 'STO', freight: false },
  { code: 'YUNDA', freight: false },
  { code: 'SF', freight: false },
  { code: 'EMS', freight: false },
  { code: 'DBKD', freight: true },
] as const;

export const isFreightCarrier = (code: string): boolean => CARRIERS.some((c) => c.code === code && c.freight);

/** What a carrier code may look like (cp_code is shorter than 20, spec 2.2): letters, digits, underscore. */
export const CARRIER_CODE = /^[A-Za-z0-9_]{1,19}$/;

/** A code the desk may send: one of the known carriers, or one the seller added. */
export const isUsableCarrier = (code: string, extra: readonly string[]): boolean =>
  CARRIERS.some((c) => c.code === code) || extra.includes(code);
