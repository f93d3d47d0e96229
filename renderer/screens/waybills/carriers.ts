/** The carriers a seller meets on this gateway (sandbox fixtures); the label text comes from i18n `carrier.<code>`. */
export const CARRIER_CODES = ['YTO', 'ZTO', 'STO', 'YUNDA', 'SF', 'EMS', 'DBKD'] as const;
