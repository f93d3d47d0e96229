import type { Emit } from '../../kernel/desk-events';
import { defineRoom } from '../../kernel/room';
import type { GatewayService } from '../gateway';
import type { Ledger } from '../ledger';
import { waybillRecycleHandlers } from './handlers';
import { createWaybillRecycle } from './waybill-recycle';

/** The recycle workflow: chunked calls, outcomes recorded as they answer. */
export const waybillRecycleRoom = defineRoom({
  name: 'waybill-recycle',
  build: ({ ledger, gateway, emit }: { ledger: Ledger; gateway: GatewayService; emit: Emit }) => ({
    waybillRecycle: createWaybillRecycle({ ledger, gateway, emit }),
  }),
  handlers: ({ waybillRecycle }) => waybillRecycleHandlers(waybillRecycle),
});
