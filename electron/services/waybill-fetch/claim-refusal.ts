import type { DuplicateOrder } from '../../../shared/ipc/errors';
import { DeskError } from '../../core/desk-error';
import type { ClaimRefused } from '../ledger/ledger-types';

/** The ledger refused to claim orders for a fetch: the seller's words for why, with the orders named. */
export const claimRefusalError = (refusal: ClaimRefused): DeskError => {
  const { kind, duplicates } = refusal;
  if (kind === 'fetch-in-progress') {
    return new DeskError(
      'fetch-in-progress',
      `A fetch for ${duplicates.map((d) => d.orderSn).join(', ')} is still waiting for the gateway.`,
      { duplicates },
    );
  }
  return new DeskError('duplicate-waybill', duplicateMessage(duplicates), { duplicates });
};

const duplicateMessage = (duplicates: DuplicateOrder[]): string =>
  'Fetching again issues and charges a new waybill. ' +
  duplicates
    .map((d) =>
      d.outcomeUnknown
        ? `${d.orderSn}: the outcome of an earlier fetch is unknown`
        : `${d.orderSn} already holds ${d.liveWaybillCodes.join(', ')}`,
    )
    .join('; ') +
  '.';
