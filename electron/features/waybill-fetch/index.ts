export { waybillFetchHandlers } from './handlers';
export { createWaybillFetch } from './waybill-fetch';
export type { WaybillFetch } from './waybill-fetch';
