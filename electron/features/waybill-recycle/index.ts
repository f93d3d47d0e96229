export type { WaybillRecycle } from './waybill-recycle';
export { waybillRecycleRoom } from './room';
