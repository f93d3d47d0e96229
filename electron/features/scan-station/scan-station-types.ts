import type { ScanEntry, ScanStatus } from '../../../shared/ipc/channels/scan';
import type { Clock } from '../../kernel/clock';
import type { DeskEvents, Emit } from '../../kernel/desk-events';
import type { LabelPrinting, PrintQueue } from '../printing';
import type { SettingsService } from '../settings';
import type { WaybillFetch } from '../waybill-fetch';
import type { ScanLookup } from './scan-lookup';
import type { GoodsWeights } from '../pack-check';
import type { ScaleFeed } from '../scale';
import type { ShopDirectory } from '../shops';

export interface ScanStationDeps {
  settings: SettingsService;
  lookup: ScanLookup;
  /** The seller's shops and the ones this desk packs: a scanned number is looked up in each. */
  shopDirectory: ShopDirectory;
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
  /** The scale the station weighs by (weighing on); a keyboard scale types into the card's weight box instead. */
  scale: ScaleFeed;
  /** Goods' unit weights and parcels' weights, in the ledger beside the goods barcodes (null: a ledger that keeps none). */
  weights: GoodsWeights | null;
}

export interface ScanStation {
  /** The station's scans (the open pack check is the pack session's). */
  status(): Omit<ScanStatus, 'check'>;
  /**
   * Queues a scan and answers at once with its entry (or the waiting entry of the same number). `group`: the
   * orders a pack check checked together; when the scan fetches, it fetches one waybill for all of them.
   */
  submit(code: string, group?: string[]): ScanEntry;
  /** The packer's answer to "which shop?" (a number two shops hold): the scan is worked again as that shop's. */
  chooseShop(seq: number, ownerId: string): ScanEntry;
  /** Lists a scan the pack check answered itself (a goods barcode with no check open), refused with what it is. */
  refuse(
    code: string,
    refusal: { reason: 'goods-printed' | 'goods-barcode'; orderSn: string | null },
  ): ScanEntry;
  /** Prints a listed scan's label again (its stored print_data: no new number, no charge). */
  reprint(seq: number): Promise<ScanEntry>;
  /**
   * A weight typed in the card's weight box (a keyboard scale, or the packer): as a stable reading, confirmed.
   * Null (and the keys' too) when no parcel waits on the scale.
   */
  weigh(grams: number): ScanEntry | null;
  /** The weigh step's deliberate keys: confirm a stable weight, override a mismatch, leave the parcel. */
  weighKey(key: 'confirm' | 'override' | 'leave'): ScanEntry | null;
  /** Resolves when every queued scan is worked (tests and benches). */
  idle(): Promise<void>;
}
