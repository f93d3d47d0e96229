import { randomInt } from 'node:crypto';

export interface Carrier {
  code: string;
  name: string;
  /** Freight carriers use sub-parent mode when total_packages_count > 1 (DECISIONS W13). */
  freight: boolean;
  /** Fixed start of every waybill number. */
  prefix: string;
  /** Random digits after the prefix. */
  digits: number;
  /** The carrier's product shown as shippingOption on the label. */
  product: { code: string; title: string };
}

/** DECISIONS "Sandbox fixtures": the carriers the sandbox knows and their number formats. */
export const CARRIERS: ReadonlyMap<string, Carrier> = new Map(
  (
    [
      {
        code: 'YTO',
        name: '圆通速递',
        freight: false,
        prefix: 'YT',
        digits: 13,
        product: { code: 'STD', title: '标准快递' },
      },
      {
        code: 'ZTO',
        name: '中通快递',
        freight: false,
        prefix: '',
        digits: 14,
        product: { code: 'STD', title: '标准快递' },
      },
      {
        code: 'STO',
        name: '申通快递',
        freight: false,
        prefix: '77',
        digits: 11,
        product: { code: 'STD', title: '标准快递' },
      },
      {
        code: 'YUNDA',
        name: '韵达快递',
        freight: false,
        prefix: '43',
        digits: 11,
        product: { code: 'STD', title: '标准快递' },
      },
      {
        code: 'SF',
        name: '顺丰速运',
        freight: false,
        prefix: 'SF',
        digits: 13,
        product: { code: 'SFTH', title: '顺丰特快' },
      },
      {
        code: 'EMS',
        name: '中国邮政EMS',
        freight: false,
        prefix: '11',
        digits: 11,
        product: { code: 'EMS', title: 'EMS标准快递' },
      },
      {
        code: 'DBKD',
        name: '德邦快递',
        freight: true,
        prefix: 'DPK',
        digits: 12,
        product: { code: 'JZKH', title: '大件快递360' },
      },
    ] satisfies Carrier[]
  ).map((c) => [c.code, c]),
);

/** Waybill number formats, for tests and for anyone checking a number against its carrier. */
export const WAYBILL_FORMATS: Readonly<Record<string, RegExp>> = Object.fromEntries(
  [...CARRIERS.values()].map((c) => [c.code, new RegExp(`^${c.prefix}\\d{${c.digits}}$`)]),
);

/** A fresh random number in the carrier's format; the caller retries on the rare collision. */
export function newWaybillNumber(carrier: Carrier): string {
  let digits = '';
  // The first random digit of a prefix-less number is never 0, so numbers keep their full length.
  if (carrier.prefix === '') digits += String(randomInt(1, 10));
  while (digits.length < carrier.digits) digits += String(randomInt(0, 1_000_000_000)).padStart(9, '0');
  return carrier.prefix + digits.slice(0, carrier.digits);
}
