import type { Emit } from '../../kernel/desk-events';
import { defineRoom } from '../../kernel/room';
import type { GatewayService } from '../gateway';
import type { Ledger } from '../ledger';
import type { SettingsService } from '../settings';
import type { ShopsService } from '../shops';
import type { AnswerRecorder } from './answer-recorder';
import { waybillFetchHandlers } from './handlers';
import { createWaybillFetch } from './waybill-fetch';

interface WaybillFetchNeeds {
  settings: SettingsService;
  ledger: Ledger;
  gateway: GatewayService;
  emit: Emit;
  /** Answers the ledger could not take yet, kept in the data dir's journal and recorded by themselves. */
  recorder: AnswerRecorder;
  desk: string;
  /** The shops a fetch across shops splits its calls by. */
  shops: ShopsService;
}

/** The fetch workflow: claim, intent, gateway call, record (the ledger is the only guard). */
export const waybillFetchRoom = defineRoom({
  name: 'waybill-fetch',
  build: ({ settings, ledger, gateway, emit, recorder, desk, shops }: WaybillFetchNeeds) => ({
    waybillFetch: createWaybillFetch({ settings, ledger, gateway, emit, recorder, desk, shops: shops.directory }),
  }),
  handlers: ({ waybillFetch }) => waybillFetchHandlers(waybillFetch),
});
