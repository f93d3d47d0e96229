import type { DuplicateOrder } from '../../../shared/ipc/errors';
import { DeskError } from '../../kernel/desk-error';
import type { ClaimRefused } from '../ledger';

/** The ledger refused to claim orders for a fetch: the seller's words for why, with the orders named. */
export const claimRefusalError = (refusal: ClaimRefused): DeskError => {
  const { kind, duplicates } = refusal;
  if (kind === 'fetch-in-progress') {
    return new DeskError('fetch-in-progress', fetchingMessage(duplicates), { duplicates });
  }
  return new DeskError('duplicate-waybill', duplicateMessage(duplicates), { duplicates });
};

/** "desk 2 is fetching O-1, O-2": on a shared ledger the holder may be another desk, so it is named. */
const fetchingMessage = (duplicates: DuplicateOrder[]): string => {
  const byDesk = new Map<string, string[]>();
  for (const d of duplicates) byDesk.set(d.desk ?? '', [...(byDesk.get(d.desk ?? '') ?? []), d.orderSn]);
  return [...byDesk]
    .map(([desk, sns]) =>
      desk
        ? `${desk} is fetching ${sns.join(', ')}: its fetch is still waiting for the gateway.`
        : `A fetch for ${sns.join(', ')} is still waiting for the gateway.`,
    )
    .join(' ');
};

const duplicateMessage = (duplicates: DuplicateOrder[]): string =>
  'Fetching again issues and charges a new waybill. ' +
  duplicates
    .map((d) =>
      d.outcomeUnknown
        ? `${d.orderSn}: the outcome of an earlier fetch${d.desk ? ` (${d.desk})` : ''} is unknown`
        : `${d.orderSn} already holds ${d.liveWaybillCodes.join(', ')}${d.desk ? ` (fetched by ${d.desk})` : ''}`,
    )
    .join('; ') +
  '.';
