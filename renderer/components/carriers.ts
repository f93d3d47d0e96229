/**
 * The carriers of the gateway (DECISIONS fixtures). Names come from i18n `common:carrier.<code>`;
 * freight carriers take a packages count (sub-parent mode, W13).
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

export type CarrierCode = (typeof CARRIERS)[number]['code'];

export const isFreightCarrier = (code: string): boolean => CARRIERS.some((c) => c.code === code && c.freight);
