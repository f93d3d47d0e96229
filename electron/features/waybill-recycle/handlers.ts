import type { DeskServices } from '../../app/desk-services';
import type { Handlers } from '../../kernel/router';

/** waybills.recycle: chunked calls and per-entry outcomes are the waybill-recycle service's. */
export const waybillRecycleHandler = (
  s: DeskServices,
): Pick<Handlers, 'waybills.recycle' | 'waybills.recyclePlan'> => ({
  'waybills.recycle': ({ ids }) => s.waybillRecycle.recycle(ids),
  'waybills.recyclePlan': ({ ids }) => s.waybillRecycle.plan(ids),
});
