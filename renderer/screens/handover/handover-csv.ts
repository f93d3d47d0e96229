import type { TFunction } from 'i18next';
import type { HandoverBatch } from '../../../shared/ipc/channels/handover';
import { toCsv } from '../../../shared/csv/csv-writer';
import { formatTime } from './handover-time';

/** The batch as CSV (the desk's one writer): one row per parcel, in the seller's language. */
export const batchCsv = (t: TFunction, batch: HandoverBatch): string =>
  toCsv(
    ['batch', 'carrier', 'waybill', 'orders', 'desk', 'scannedAt'].map((k) => t(`csv.${k}`)),
    batch.scans.map((s) => [
      String(batch.id),
      t(`common:carrier.${batch.cpCode}`, { defaultValue: batch.cpCode }),
      s.waybill.waybillCode,
      s.waybill.orderSns.join(' '),
      s.desk,
      formatTime(s.scannedAt),
    ]),
  );

