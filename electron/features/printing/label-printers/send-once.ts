import type { DeskLanguage } from '../../../../shared/printing/device-uri';
import {
  PrinterFailure,
  type LabelPrinterConnection,
  type PrinterJobBytes,
  type PrinterState,
} from './label-printer';
import { printerHealthText } from './printer-status';

const FAILURE_WORDS: Record<PrinterFailure['kind'], { en: string; zh: string }> = {
  refused: {
    en: 'The printer refused the connection: check its address and port',
    zh: '打印机拒绝连接：请检查地址和端口',
  },
  timeout: { en: 'The printer stopped taking the label', zh: '打印机长时间没有接收数据' },
  dropped: {
    en: 'The connection broke mid-label: the label may have printed',
    zh: '打印中连接断开：标签可能已打印',
  },
  unreachable: {
    en: 'The printer cannot be reached: check its power, cable and IP address',
    zh: '连接不上打印机：请检查电源、网线和 IP 地址',
  },
  'printer-error': { en: 'The printer reports an error', zh: '打印机报告错误' },
};

/** What one job sent outside the queue came to: the printer's state and its words in the seller's language. */
export interface SentOnce {
  sent: boolean;
  state: PrinterState;
  /** The connection failed (not the printer's own state): why, as the connection said it. */
  failure?: PrinterFailure['kind'];
  message: string;
  /** The printer's or the connection's own words (English), for the technical details; absent when none. */
  detail?: string;
}

/**
 * One job straight to a printer, not through the queue (a test label, a handover list: nothing paid rides on it):
 * asks the printer how it is, sends only when it can print, and closes the connection either way.
 */
export const sendOnce = async (
  printer: LabelPrinterConnection,
  job: PrinterJobBytes,
  language: DeskLanguage,
): Promise<SentOnce> => {
  try {
    const health = await printer.health();
    const well = health.answered && health.state === 'ready';
    // The printer's own words only when they say something beyond "ready".
    const said = { message: printerHealthText(health, language), ...(well ? {} : { detail: health.detail }) };
    if (health.state !== 'ready') return { sent: false, state: health.state, ...said };
    await printer.send(job);
    return { sent: true, state: 'ready', ...said };
  } catch (e) {
    if (!(e instanceof PrinterFailure)) throw e;
    return {
      sent: false,
      state: e.kind === 'printer-error' ? 'error' : 'offline',
      failure: e.kind,
      message: FAILURE_WORDS[e.kind][language === 'en' ? 'en' : 'zh'],
      detail: e.message,
    };
  } finally {
    await printer.close();
  }
};
