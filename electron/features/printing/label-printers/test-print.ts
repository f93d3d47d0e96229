import type { TestPrintOutcome } from '../../../../shared/ipc/channels/labels';
import type { LabelSize } from '../../../../shared/label/label-sizes';
import type { DeskLanguage } from '../../../../shared/printing/device-uri';
import {
  profileFor,
  stockOf,
  type LabelStock,
  type PrintProfiles,
} from '../../../../shared/printing/print-profile';
import { DeskError } from '../../../kernel/desk-error';
import { connectLabelPrinter } from './connect';
import { parseLabelPrinterUri } from './device-uri';
import { calibrationJob } from './label-job';
import type { LabelPrinterConnection, LabelPrinterUri } from './label-printer';
import { labelPrinterFor } from './printer-target';
import { withoutPassword } from '../../../../shared/printing/device-uri';
import { sendOnce } from './send-once';

interface TestPrintDeps {
  settings: () => { printProfiles: PrintProfiles; language: DeskLanguage; labelSize: LabelSize };
  /** --label-printer / SELLER_TOOLS_LABEL_PRINTER. */
  labelPrinter?: string | undefined;
  connect?: (target: LabelPrinterUri) => LabelPrinterConnection;
}

const NO_PRINTER = {
  en: 'no label printer for this size: write its connection (socket://… or ipp://…) in the print profile, or start the desk with --label-printer',
  zh: '此尺寸没有设置标签打印机：请在打印配置中填写连接地址（socket://… 或 ipp://…），或用 --label-printer 启动',
};

/**
 * Settings' "Test print": the calibration label of a size to the connection typed (or the size's own), after
 * asking the printer how it is; a printer that says it cannot print is not sent anything.
 */
export const testPrint = async (
  deps: TestPrintDeps,
  input: { size?: LabelSize | undefined; uri?: string | undefined; stock?: LabelStock | undefined },
): Promise<TestPrintOutcome> => {
  const { printProfiles, language, labelSize } = deps.settings();
  const size = input.size ?? labelSize;
  const resolved = labelPrinterFor(printProfiles, size, deps.labelPrinter, language);
  const target = input.uri ? parseLabelPrinterUri(input.uri, { language, field: 'uri' }) : resolved?.target;
  if (!target)
    throw new DeskError('invalid-request', `uri: ${language === 'en' ? NO_PRINTER.en : NO_PRINTER.zh}`, {
      field: 'uri',
    });
  const placement = {
    ...(resolved?.placement ?? { size, offsetXMm: 0, offsetYMm: 0 }),
    copies: 1,
    // The stock as chosen in Settings (not yet saved), else the size's profile's: the calibration label tries it.
    stock: input.stock ?? stockOf(profileFor(printProfiles, size)),
  };
  const job = await calibrationJob(target, placement, language);
  const printer = (deps.connect ?? connectLabelPrinter)(target);
  const base = { size, uri: withoutPassword(target.uri), bytes: job.bytes.length };
  const { failure: _failure, ...sent } = await sendOnce(printer, job, language);
  return { ...base, ...sent };
};
