import {
  parsePrinterUri,
  printerUriProblemText,
  type DeskLanguage,
} from '../../../../shared/printing/device-uri';
import { DeskError } from '../../../kernel/desk-error';
import type { LabelPrinterUri } from './label-printer';

/**
 * A connection URI read for use: the desk's field it came from is named in the error (`labelPrinter`,
 * `printProfiles.100x150.connection`, `uri`), with the wrong part of the URI in the seller's language.
 */
export const parseLabelPrinterUri = (
  uri: string,
  { language = 'zh-CN', field = 'uri' }: { language?: DeskLanguage; field?: string } = {},
): LabelPrinterUri => {
  const parsed = parsePrinterUri(uri);
  if (parsed.ok) return parsed.target;
  throw new DeskError('invalid-request', `${field}: ${printerUriProblemText(parsed.problem, language)}`, {
    field,
  });
};
