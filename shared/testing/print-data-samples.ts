import type { LabelModel } from '../label/label-model';
import { parsePrintData } from '../label/parse-print-data';
/**
 * Realistic print_data texts (DECISIONS W12) for every sandbox carrier, for tests and benchmarks.
 * The signature is a placeholder: only the sandbox signs with its RSA key.
 */

export const SAMPLE_CARRIERS = ['YTO', 'ZTO', 'STO', 'YUNDA', 'SF', 'EMS', 'DBKD'] as const;
export type SampleCarrier = (typeof SAMPLE_CARRIERS)[number];

/** Waybill code shapes of the sandbox fixtures, made from a sequence number. */
export const sampleWaybillCode = (carrier: SampleCarrier, seq = 1): string => {
  const digits = (n: number) => String(seq).padStart(n, '0').slice(-n);
  switch (carrier) {
    case 'YTO':
      return `YT${digits(13)}`;
    case 'ZTO':
      return `7${digits(13)}`;
    case 'STO':
      return `77${digits(11)}`;
    case 'YUNDA':
      return `43${digits(11)}`;
    case 'SF':
      return `SF${digits(13)}`;
    case 'EMS':
      return `11${digits(11)}`;
    case 'DBKD':
      return `DPK${digits(12)}`;
  }
};

const routing: Record<
  SampleCarrier,
  { sortation: string; hub: [string, string]; route: string; area: string; option: [string, string] }
> = {
  YTO: {
    sortation: '沪浦东 021-A12',
    hub: ['上海转运中心', '021000'],
    route: '571-021-A12',
    area: '12-03',
    option: ['STANDARD_EXPRESS', '标准快递'],
  },
  ZTO: {
    sortation: '华东 浦东 D88',
    hub: ['上海浦东集包', '200120'],
    route: '311 021 D88',
    area: '07',
    option: ['STANDARD_EXPRESS', '中通标快'],
  },
  STO: {
    sortation: '021-张江-A3',
    hub: ['上海中心', '201800'],
    route: 'HZ-SH-A3',
    area: '3',
    option: ['STANDARD_EXPRESS', '申通标准快递'],
  },
  YUNDA: {
    sortation: '上海 浦东 500',
    hub: ['上海分拨中心', '201300'],
    route: '570 021-500',
    area: '500-11',
    option: ['STANDARD_EXPRESS', '韵达快递'],
  },
  SF: {
    sortation: '021WF 浦东A',
    hub: ['上海航空中转场', '021WF'],
    route: '571W-021WF',
    area: 'A08',
    option: ['SF_STANDARD', '顺丰标快'],
  },
  EMS: {
    sortation: '上海 浦东 张江',
    hub: ['上海邮区中心局', '200940'],
    route: '31004-20094',
    area: '0',
    option: ['EMS_STANDARD', 'EMS 标准快递'],
  },
  DBKD: {
    sortation: '沪浦东营业部 B',
    hub: ['上海枢纽中心', '021H'],
    route: '571H-021H-B',
    area: 'B-02',
    option: ['HEAVY_PACKAGE', '德邦大件快递 360'],
  },
};

export interface SamplePrintDataOptions {
  seq?: number;
  waybillCode?: string;
  /** need_encrypt: `encryptedData` instead of `data`. */
  encrypted?: boolean;
  /** Send codes as JSON numbers where they are digits, as some gateways do. */
  numbersAsNumbers?: boolean;
  /** Sub-parent mode (W13), carried inside `data` as the sandbox does. */
  subParent?: { parentWaybillCode: string; index: number; total: number };
  /** Replace or remove (`undefined`) top-level members of `data`. */
  dataOverrides?: Record<string, unknown>;
}

const asNumberIfDigits = (s: string): string | number => (/^[1-9]\d{0,14}$/.test(s) ? Number(s) : s);

/** The parsed print_data object; `samplePrintData` is its JSON text. */
export const samplePrintDataObject = (
  carrier: SampleCarrier,
  opts: SamplePrintDataOptions = {},
): Record<string, unknown> => {
  const seq = opts.seq ?? 1;
  const waybillCode = opts.waybillCode ?? sampleWaybillCode(carrier, seq);
  const r = routing[carrier];
  const code = (s: string) => (opts.numbersAsNumbers ? asNumberIfDigits(s) : s);
  const templateURL = `https://cloudprint.example/template/standard/${carrier.toLowerCase()}-101`;
  const signature = `RSA:${btoa(`sample-signature-${carrier}-${waybillCode}`)}`;
  if (opts.encrypted) {
    const encryptedData = btoa(`${carrier}|${waybillCode}|${'x'.repeat(64)}`);
    return { encryptedData, signature, templateURL };
  }
  const data: Record<string, unknown> = {
    waybillCode,
    cpCode: carrier,
    sender: {
      address: {
        province: '浙江省',
        city: '杭州市',
        district: '余杭区',
        town: '仓前街道',
        detail: '文一西路 1001 号 3 号仓',
      },
      mobile: '13957112345',
      name: '杭州好物旗舰店',
      phone: '0571-88886666',
    },
    recipient: {
      address: {
        province: '上海市',
        city: '上海市',
        district: '浦东新区',
        town: '张江镇',
        detail: `祖冲之路 888 弄 ${(seq % 40) + 1} 号 301 室`,
      },
      mobile: '13812345678',
      name: '王小明',
      phone: '',
    },
    routingInfo: {
      consolidation: { name: r.hub[0], code: code(r.hub[1]) },
      origin: { code: code('571001'), name: '杭州余杭' },
      sortation: { name: r.sortation },
      routeCode: r.route,
    },
    dmsSortingInfo: { siteAreaCode: code(r.area) },
    shippingOption: {
      code: r.option[0],
      services:
        carrier === 'SF' ? { 'SVC-INSURE': { value: '2000' } } : carrier === 'DBKD' ? ['送货上楼'] : [],
      title: r.option[1],
    },
  };
  if (opts.subParent) {
    data.parentWaybillCode = opts.subParent.parentWaybillCode;
    data.packageQuantity = { index: opts.subParent.index, total: opts.subParent.total };
  }
  for (const [key, value] of Object.entries(opts.dataOverrides ?? {})) {
    if (value === undefined) delete data[key];
    else data[key] = value;
  }
  return { data, signature, templateURL };
};

export const samplePrintData = (carrier: SampleCarrier, opts: SamplePrintDataOptions = {}): string =>
  JSON.stringify(samplePrintDataObject(carrier, opts));

/** The label model of a DBKD child parcel (2 of 5 under DPK000000000001), the renderer tests' ordinary label. */
export const sampleDbkdChildLabel = (): LabelModel => {
  const result = parsePrintData(samplePrintData('DBKD', { seq: 7 }), {
    parentWaybillCode: 'DPK000000000001',
    packageIndex: 2,
    packageCount: 5,
    orderSn: '240611-58213379012',
    goodsSummary: '保温杯 ×2',
    printedAt: '2024-06-11 10:20',
  });
  if (!result.ok) throw new Error(result.error);
  return result.label;
};
