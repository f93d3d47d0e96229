import type { Handlers } from '../../kernel/router';
import type { WaybillFetch } from './waybill-fetch';

/** waybills.fetch: the whole workflow (claim, intent, gateway, record) is the waybill-fetch service's. */
export const waybillFetchHandlers = (
  waybillFetch: WaybillFetch,
): Pick<Handlers, 'waybills.fetch' | 'waybills.planShops' | 'waybills.fetchShops'> => ({
  'waybills.fetch': (input) => waybillFetch.fetch(input),
  'waybills.planShops': (input) => waybillFetch.planShops(input),
  'waybills.fetchShops': (input) => waybillFetch.fetchShops(input),
});
