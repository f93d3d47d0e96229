import type { DeskEvents, Emit } from '../../kernel/desk-events';
import { defineRoom } from '../../kernel/room';
import type { Ledger } from '../ledger';
import type { PackCheckStore } from '../pack-check';
import type { Scale } from '../scale';
import type { LabelPrinting, PrintQueue } from '../printing';
import type { SettingsService } from '../settings';
import type { WaybillFetch } from '../waybill-fetch';
import type { ShopsService } from '../shops';
import { scanHandlers } from './handlers';
import { createPackSession } from './pack-session';
import { bookScanLookup } from './scan-lookup';
import { createScanStation } from './scan-station';

interface ScanStationNeeds {
  settings: SettingsService;
  ledger: Ledger;
  emit: Emit;
  /** A recycle voids the scans of its waybills. */
  subscribe: DeskEvents['subscribe'];
  waybillFetch: WaybillFetch;
  labelPrinting: LabelPrinting;
  printQueue: PrintQueue;
  packStore: PackCheckStore;
  /** The desk's scale (Settings › Scale): the station weighs by its feed. */
  scale: Scale;
  /** The seller's shops: a scanned number is looked up in every shop this desk packs. */
  shops: ShopsService;
}

/** The packing desk: one scan, one label, and the goods checked before it prints. */
export const scanStationRoom = defineRoom({
  name: 'scan-station',
  build: (ground: ScanStationNeeds) => {
    const { settings, emit } = ground;
    const lookup = bookScanLookup(ground.ledger, ground.shops.directory);
    const scanStation = createScanStation({
      settings,
      lookup,
      shopDirectory: ground.shops.directory,
      waybillFetch: ground.waybillFetch,
      labelPrinting: ground.labelPrinting,
      printQueue: ground.printQueue,
      emit,
      subscribe: ground.subscribe,
      scale: ground.scale.feed,
      // Goods barcodes, unit weights and check records live in the ledger's own database.
      weights: ground.packStore,
    });
    const packSession = createPackSession({
      store: ground.packStore,
      lookup,
      settings,
      station: scanStation,
      emit,
    });
    return { scanStation, packSession };
  },
  handlers: ({ scanStation, packSession }) => scanHandlers(scanStation, packSession),
});
