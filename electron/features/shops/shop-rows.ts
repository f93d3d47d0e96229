import { Shop } from '../../../shared/shops/shop';

/** A shop as one row keeps it: the ids the ledger looks it up by in columns, the whole shop as JSON. */

export const shopBody = (shop: Shop): string => JSON.stringify(shop);

/** The shop of a row's body (parsed again: a row another desk's version wrote is read as this model). */
export const shopOfRow = (row: Record<string, unknown>): Shop => Shop.parse(JSON.parse(String(row.body)));
