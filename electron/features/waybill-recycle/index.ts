export { waybillRecycleHandlers } from './handlers';
export { createWaybillRecycle } from './waybill-recycle';
export type { WaybillRecycle } from './waybill-recycle';
export { waybillRecycleRoom } from './room';
