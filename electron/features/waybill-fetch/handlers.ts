import type { Handlers } from '../../kernel/router';
import type { WaybillFetch } from './waybill-fetch';

/** waybills.fetch: the whole workflow (claim, intent, gateway, record) is the waybill-fetch service's. */
export const waybillFetchHandlers = (waybillFetch: WaybillFetch): Pick<Handlers, 'waybills.fetch'> => ({
  'waybills.fetch': (input) => waybillFetch.fetch(input),
});
