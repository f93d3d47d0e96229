import type { DeskServices } from '../core/desk-services';
import type { Handlers } from '../core/router';

/** waybills.fetch: the whole workflow (claim, intent, gateway, record) is the waybill-fetch service's. */
export const waybillFetchHandler = (s: DeskServices): Pick<Handlers, 'waybills.fetch'> => ({
  'waybills.fetch': (input) => s.waybillFetch.fetch(input),
});
