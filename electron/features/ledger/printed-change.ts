import type { Emit } from '../../kernel/desk-events';
import type { StoredWaybill } from './ledger-types';

/*
 * The ledger's `changed` after prints were recorded: every way a label reaches paper (the host's dialog, the
 * print queue's confirmed jobs, the cloud print component) tells it the same way, from whichever folder it prints.
 */

/** The ledger's rows of these waybills moved (printed counts, statuses). */
export const tellPrinted = (emit: Emit, waybills: StoredWaybill[]): void =>
  emit('changed', {
    topic: 'ledger',
    keys: {
      orderSns: [...new Set(waybills.flatMap((w) => w.orderSns))],
      waybillIds: waybills.map((w) => w.id),
    },
  });
