import type { DeskServices } from '../../app/desk-services';
import type { Handlers } from '../../kernel/router';

/** waybills.fetch: the whole workflow (claim, intent, gateway, record) is the waybill-fetch service's. */
export const waybillFetchHandler = (s: DeskServices): Pick<Handlers, 'waybills.fetch'> => ({
  'waybills.fetch': (input) => s.waybillFetch.fetch(input),
});
