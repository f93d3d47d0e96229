import type { LabelSize } from '../../../../shared/label/label-sizes';
import type { DeskLanguage } from '../../../../shared/printing/device-uri';
import { profileFor, stockOf, type PrintProfiles } from '../../../../shared/printing/print-profile';
import { parseLabelPrinterUri } from './device-uri';
import type { LabelPlacement, LabelPrinterUri } from './label-printer';

/** The label printer a size prints to: its profile's connection, else the desk's --label-printer; null = none. */
export const labelPrinterFor = (
  profiles: PrintProfiles,
  size: LabelSize,
  startLabelPrinter: string | undefined,
  language: DeskLanguage = 'zh-CN',
): { target: LabelPrinterUri; placement: LabelPlacement } | null => {
  const profile = profileFor(profiles, size);
  const placement = {
    size,
    offsetXMm: profile.offsetXMm,
    offsetYMm: profile.offsetYMm,
    copies: profile.copies,
    stock: stockOf(profile),
  };
  if (profile.connection)
    return {
      target: parseLabelPrinterUri(profile.connection, {
        language,
        field: `printProfiles.${size}.connection`,
      }),
      placement,
    };
  if (startLabelPrinter)
    return {
      target: parseLabelPrinterUri(startLabelPrinter, { language, field: 'labelPrinter' }),
      placement,
    };
  return null;
};
