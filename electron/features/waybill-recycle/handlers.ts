import type { Handlers } from '../../kernel/router';
import type { WaybillRecycle } from './waybill-recycle';

/** waybills.recycle: chunked calls and per-entry outcomes are the waybill-recycle service's. */
export const waybillRecycleHandlers = (
  waybillRecycle: WaybillRecycle,
): Pick<Handlers, 'waybills.recycle' | 'waybills.recyclePlan'> => ({
  'waybills.recycle': ({ ids }) => waybillRecycle.recycle(ids),
  'waybills.recyclePlan': ({ ids }) => waybillRecycle.plan(ids),
});
