import type { RecycleReason } from '../../../shared/ipc/channels/waybills';

/*
 * R2 gives every failed entry code 0: only the gateway's words tell the failures apart. These are the texts the
 * desk recognises (the sandbox's English and the usual Chinese wording); anything else stays 'gateway' with its
 * words shown as they are.
 */
const KNOWN: ReadonlyArray<[RegExp, RecycleReason]> = [
  [/already (been )?(recycled|cancell?ed)|已(被)?(回收|取消|作废)/i, 'already-void'],
  [/wp_code|not the carrier|快递公司不一致|承运商不一致/i, 'wrong-carrier'],
  [/owner_id|not issued for this owner|不属于/i, 'wrong-owner'],
  [/not found|unknown waybill|不存在/i, 'unknown-waybill'],
  [/platform/i, 'platform'],
];

export const reasonOf = (errorMsg: string | null): RecycleReason =>
  KNOWN.find(([re]) => re.test(errorMsg ?? ''))?.[1] ?? 'gateway';
