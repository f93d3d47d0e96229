import type { TFunction } from 'i18next';
import type { ReportWaybill } from '../../../shared/ipc/channels/report';
import { toCsv } from '../../../shared/csv/csv-writer';
import type { ReportNames } from './report-words';

/*
 * The period's waybills as CSV, through the desk's one writer (UTF-8 with BOM, = + - @ cells neutralised), with
 * the Waybills screen's columns and the shop, in the seller's language.
 */

const COLUMNS = [
  'code',
  'parent',
  'carrier',
  'shop',
  'desk',
  'order',
  'receiver',
  'goods',
  'issuedAt',
  'printed',
  'dialogs',
  'status',
  'recycledAt',
] as const;

export const reportCsv = (t: TFunction, names: ReportNames, waybills: ReportWaybill[]): string =>
  toCsv(
    COLUMNS.map((c) => t(`csv.${c}`)),
    waybills.map((w) => [
      w.waybillCode,
      w.parentWaybillCode,
      names.carrier(w.cpCode),
      w.shopName || w.ownerId,
      names.desk(w.desk),
      w.orderSn,
      w.receiverName,
      w.goodsName,
      names.time(w.issuedAt),
      String(w.printedCount),
      String(w.dialogCount),
      t(`csv.${w.status}`),
      w.recycledAt === null ? '' : names.time(w.recycledAt),
    ]),
  );

/** Hands a text to the seller as a file download (the browser's and Electron's own save). */
export const downloadCsv = (text: string, name: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
