import type { DeskLanguage } from '../../../../shared/printing/device-uri';
import type { LabelModel } from '../../../../shared/label/label-model';
import type {
  LabelPlacement,
  LabelPrinterConnection,
  LabelPrinterUri,
  PrinterJobBytes,
} from '../label-printers/label-printer';

/**
 * What the print queue needs of the label printers (label-printers/), given at composition: parse a device URI
 * (throwing the refusal that names the field), open a connection, and draw one label in the printer's language.
 */
export interface LabelPrinterDriver {
  /** Throws a DeskError naming `field` (default `uri`), the wrong part in `language` (default zh-CN). */
  parse(uri: string, options?: { language?: DeskLanguage; field?: string }): LabelPrinterUri;
  connect(target: LabelPrinterUri): Promise<LabelPrinterConnection>;
  render(
    label: LabelModel,
    target: LabelPrinterUri,
    placement: LabelPlacement,
  ): PrinterJobBytes | Promise<PrinterJobBytes>;
}
