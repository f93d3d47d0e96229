import type { Emit } from '../../kernel/desk-events';
import { defineRoom } from '../../kernel/room';
import { followConnection } from '../../storage/follow-connection';
import type { Ledger } from '../ledger';
import { barcodeHandlers } from './handlers';
import { openPackCheckStore } from './open-pack-check-store';
import { unitWeightHandlers } from './unit-weight-handlers';

/** Goods barcodes, unit weights and check records, in the ledger's own database (shared by the desks on one server). */
export const packCheckRoom = defineRoom({
  name: 'pack-check',
  build: ({ ledger }: { ledger: Ledger; emit: Emit }) => ({
    // The ledger may be a restore's handle: the store follows the connection underneath it.
    packStore: followConnection(() => ledger.connection, openPackCheckStore),
  }),
  handlers: ({ packStore, emit }) => ({
    ...barcodeHandlers(packStore, emit),
    ...unitWeightHandlers(packStore, emit),
  }),
});
