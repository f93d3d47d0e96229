import { createIppConnection } from './ipp-connection';
import type { LabelPrinterConnection, LabelPrinterUri } from './label-printer';
import { createRawSocketConnection } from './raw-socket-connection';

/** The connection a device URI names: raw TCP for socket://, IPP for ipp:// and ipps://. */
export const connectLabelPrinter = (target: LabelPrinterUri): LabelPrinterConnection =>
  target.scheme === 'socket' ? createRawSocketConnection(target) : createIppConnection(target);
