import { handoverBatchBarcode } from '../../../shared/documents/handover-list';
import { handoverLabelLayout, type HandoverLabelSheet } from '../../../shared/printing/handover-label-list';
import type {
  HandoverBatch,
  HandoverLabelPrinters,
  HandoverPrintListOutcome,
} from '../../../shared/ipc/channels/handover';
import type { Language } from '../../../shared/ipc/channels/settings';
import { LABEL_DIMENSIONS, LABEL_SIZES, type LabelSize } from '../../../shared/label/label-sizes';
import { DeskError } from '../../kernel/desk-error';
import {
  marksToPrinterJob,
  type LabelPrinterLink,
  type LinkedLabelPrinter,
  type SentOnce,
} from '../printing';
import type { SettingsService } from '../settings';
import type { HandoverService } from './handover-service';

/** The handover list of a closed batch on a label printer, sent straight (not queued: nothing paid rides on it). */
export interface HandoverLabelPrint {
  printers(): HandoverLabelPrinters;
  print(
    batchId: number,
    size: LabelSize,
    language?: Language,
    carrierName?: string,
  ): Promise<HandoverPrintListOutcome>;
}

const WORDS = {
  'zh-CN': {
    title: '交接单',
    carrier: '快递',
    desk: '工作台',
    at: '时间',
    count: '件数',
    signature: '快递员签字',
  },
  en: {
    title: 'Handover list',
    carrier: 'Carrier',
    desk: 'Desk',
    at: 'Time',
    count: 'Parcels',
    signature: 'Courier signature',
  },
} as const;

const NO_PRINTER = {
  'zh-CN': '此尺寸没有设置标签打印机（TSPL 或 ZPL）：请在打印配置中填写连接地址',
  en: 'no label printer (TSPL or ZPL) for this size: write its connection in the print profile',
} as const;

const pad = (n: number) => String(n).padStart(2, '0');
const dateTime = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const sheetOf = (batch: HandoverBatch, language: Language, carrierName?: string): HandoverLabelSheet => ({
  carrier: carrierName ?? batch.cpCode,
  desk: batch.desk,
  at: dateTime(batch.closedAt ?? Date.now()),
  count: batch.scans.length,
  batchCode: handoverBatchBarcode(batch.id),
  rows: batch.scans.map((s) => ({ waybillCode: s.waybill.waybillCode, orderSns: s.waybill.orderSns })),
  words: WORDS[language],
});

/** A raw label printer (TSPL or ZPL) of this size, or null: PDF-only (IPP) printers take the A4 list instead. */
const rawPrinter = (link: LabelPrinterLink, size: LabelSize, language: Language) => {
  const printer = link.printerFor(size, language);
  return printer && printer.target.language !== 'pdf'
    ? (printer as LinkedLabelPrinter & { target: { language: 'tspl' | 'zpl' } })
    : null;
};

/** The printer's answer as the seller reads it: it took the list, it said it cannot print, or it was not there. */
const outcomeOf = (sent: SentOnce): HandoverPrintListOutcome['outcome'] => {
  if (sent.sent) return 'sent';
  // Offline: the status query found no printer; a failed connection other than the printer's own error alike.
  const away = sent.state === 'offline' || (sent.failure !== undefined && sent.failure !== 'printer-error');
  return away ? 'unreachable' : 'refused';
};

export const createHandoverLabelPrint = (deps: {
  service: HandoverService;
  link: LabelPrinterLink;
  settings: SettingsService;
}): HandoverLabelPrint => ({
  printers: () => {
    const language = deps.settings.get().language;
    const printers = LABEL_SIZES.flatMap((size) => {
      const p = rawPrinter(deps.link, size, language);
      return p ? [{ size, uri: p.uri, language: p.target.language }] : [];
    });
    return { printers };
  },
  async print(batchId, size, language = deps.settings.get().language, carrierName) {
    const batch = await deps.service.batch(batchId);
    if (batch.closedAt === null)
      throw new DeskError('invalid-request', 'Close the batch before printing its handover list.', {
        field: 'batchId',
      });
    const printer = rawPrinter(deps.link, size, language);
    if (!printer) throw new DeskError('invalid-request', `size: ${NO_PRINTER[language]}`, { field: 'size' });
    // Drawn as the waybill labels are (text as a bitmap): the carrier and the words print in Chinese on any printer.
    const labels = handoverLabelLayout(sheetOf(batch, language, carrierName), LABEL_DIMENSIONS[size]);
    const job = await marksToPrinterJob(labels, printer.target, printer.placement, language);
    const sent = await deps.link.send(printer, job, language);
    return {
      outcome: outcomeOf(sent),
      printer: printer.uri,
      labels: labels.length,
      message: sent.message,
      ...(sent.detail !== undefined ? { detail: sent.detail } : {}),
    };
  },
});
