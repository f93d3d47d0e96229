import type { DeskLanguage } from '../../../../shared/printing/device-uri';
import type { Hold } from './connection-worker';
import type { LabelPrinterDriver } from './printer-driver';
import type { ConnectionSummary, SettledJob, PrintJobView, PrintQueueStore } from './print-queue-store';

export interface PrintQueueDeps {
  store: PrintQueueStore;
  driver: Pick<LabelPrinterDriver, 'parse' | 'connect'>;
  /** Done jobs: count their waybills printed on this printer (the URI without its password). */
  printed(jobs: SettledJob[], printer: string): Promise<void>;
  /** The panel's facts changed (the panels read the status again). */
  changed(): void;
  /** The seller's language, for a refused printer address (default zh-CN). */
  language?: () => DeskLanguage;
  /**
   * Whether the seller marked this printer (its device URI) as one that answers no status query: its silence is
   * then no fault, and the labels it takes are "sent, not confirmed". Default: none is.
   */
  reportsNoStatus?: (connection: string) => boolean;
}

export interface ConnectionStatus extends ConnectionSummary {
  /** The printer as the panel names it (never its password). */
  printer: string;
  held: Hold | null;
  /** Jobs that may have printed: the seller reprints or marks them printed (the oldest 50). */
  uncertain: PrintJobView[];
}
