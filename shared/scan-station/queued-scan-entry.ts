import type { ScanEntry } from '../ipc/channels/scan';

/** A scan as it enters the station's queue: nothing decided, looked up or printed yet. */
export const queuedScanEntry = (seq: number, code: string, at: number): ScanEntry => ({
  seq,
  code,
  at,
  state: 'queued',
  action: null,
  reason: null,
  detail: null,
  errorKind: null,
  voided: false,
  orderSn: null,
  waybillIds: [],
  waybillCodes: [],
  sortationName: '',
  receiverName: '',
  goods: '',
  charged: 0,
  printUrl: null,
  dispatchMs: null,
  queue: null,
  weigh: null,
  shop: null,
  shopChoices: [],
  packedBy: [],
});
