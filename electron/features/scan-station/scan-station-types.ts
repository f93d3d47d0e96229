import type { ScanEntry, ScanStatus } from '../../../shared/ipc/channels/scan';
import type { Clock } from '../../kernel/clock';
import type { DeskEvents, Emit } from '../../kernel/desk-events';
import type { LabelPrinting, PrintQueue } from '../printing';
import type { SettingsService } from '../settings';
import type { WaybillFetch } from '../waybill-fetch';
import type { ScanLookup } from './scan-lookup';

export interface ScanStationDeps {
  settings: SettingsService;
  lookup: ScanLookup;
  waybillFetch: WaybillFetch;
  labelPrinting: LabelPrinting;
  /** Where a label sent to a label printer's queue stands: the scan says printed only once its jobs are done. */
  printQueue: Pick<PrintQueue, 'jobStates'>;
  emit: Emit;
  /**
   * The desk's events: a recycle marks the scans of its waybills void (no reprint is offered); the print queue's
   * changes move the scans whose labels it holds.
   */
  subscribe?: DeskEvents['subscribe'];
  now?: Clock;
}

export interface ScanStation {
  /** The station's scans (the open pack check is the pack session's). */
  status(): Omit<ScanStatus, 'check'>;
  /**
   * Queues a scan and answers at once with its entry (or the waiting entry of the same number). `group`: the
   * orders a pack check checked together; when the scan fetches, it fetches one waybill for all of them.
   */
  submit(code: string, group?: string[]): ScanEntry;
  /** Lists a scan the pack check answered itself (a goods barcode with no check open), refused with what it is. */
  refuse(
    code: string,
    refusal: { reason: 'goods-printed' | 'goods-barcode'; orderSn: string | null },
  ): ScanEntry;
  /** Prints a listed scan's label again (its stored print_data: no new number, no charge). */
  reprint(seq: number): Promise<ScanEntry>;
  /** Resolves when every queued scan is worked (tests and benches). */
  idle(): Promise<void>;
}
