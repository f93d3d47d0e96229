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

/** Why this desk stopped fetching: its name is another desk's now (said in the seller's language). */
export function deskNameLostMessage(language: 'zh-CN' | 'en', desk: string): string {
  return language === 'en'
    ? `This desk stopped answering the shared ledger for longer than its lease, and another desk has taken over ` +
        `the name "${desk}" meanwhile. This desk no longer fetches waybills under that name (the other desk ` +
        `settles them), so nothing was sent and nothing was charged. Close this desk, or give it another name ` +
        `and start it again.`
    : `本台与共享账本失去联系的时间超过了租约，其间另一台打包台接管了名称“${desk}”。本台不再以该名称取号` +
        `（由另一台负责结算），因此未发送任何请求，也未扣费。请关闭本台，或给本台换一个名称后重新启动。`;
}
