import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ClaimRefused,
  type FetchIntentInput,
  type IssuedWaybillInput,
  type Ledger,
  type StoredWaybill,
} from '../features/ledger/ledger-types';
import { seededRandom } from '../../shared/util/seeded-random';

/* Shared by the ledger's tests, the crash child and the benchmark: temp files and realistic waybills. */

export interface TempDir {
  dir: string;
  file: (name: string) => string;
  remove: () => void;
}

export function makeTempDir(prefix = 'ledger-'): TempDir {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return {
    dir,
    file: (name) => path.join(dir, name),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** An intent for these waybills: an order number is a waybill of its own, a list is a merge group's waybill. */
export function intentFor(
  waybills: (string | string[])[],
  cpCode = 'YTO',
  ownerId = 'demo-owner',
): FetchIntentInput {
  const entries = waybills.map((w) => {
    const orderSns = typeof w === 'string' ? [w] : w;
    const orderSn = orderSns[0] ?? '';
    return { objectId: `obj-${orderSn}`, orderSn, ...(orderSns.length > 1 ? { orderSns } : {}) };
  });
  return {
    shopId: ownerId === 'demo-owner' ? 'demo-shop' : `${ownerId}-shop`,
    ownerId,
    cpCode,
    entries,
    request: { cp_code: cpCode, trade_order_info_dtos: entries.map((e) => ({ object_id: e.objectId })) },
  };
}

export interface WaybillSeed {
  orderSn: string;
  /** A merged waybill's orders (first = orderSn). */
  orderSns?: string[];
  waybillCode: string;
  objectId?: string;
  receiverName?: string;
  goodsName?: string;
  parentWaybillCode?: string;
  encrypted?: boolean;
}

export function issuedWaybill(seed: WaybillSeed): IssuedWaybillInput {
  return {
    objectId: seed.objectId ?? `obj-${seed.orderSn}`,
    orderSn: seed.orderSn,
    ...(seed.orderSns ? { orderSns: seed.orderSns } : {}),
    waybillCode: seed.waybillCode,
    parentWaybillCode: seed.parentWaybillCode ?? '',
    printData: JSON.stringify({
      data: { waybillCode: seed.waybillCode, recipient: { name: seed.receiverName ?? '张三' } },
      signature: 'RSA:c2lnbmF0dXJl',
      templateURL: 'https://cloudprint.example/template/standard/101',
    }),
    encrypted: seed.encrypted ?? false,
    receiverName: seed.receiverName ?? '张三',
    goodsName: seed.goodsName ?? '纯棉T恤 白色 XL',
  };
}

/** Opens an intent for the seeds' orders and records them as issued, like a successful fetch. */
export async function recordFetch(
  ledger: Ledger,
  seeds: WaybillSeed[],
  cpCode = 'YTO',
  { confirmDuplicate = false, ownerId = 'demo-owner' } = {},
): Promise<StoredWaybill[]> {
  const id = await ledger.openFetchIntent(
    intentFor(
      seeds.map((s) => s.orderSns ?? s.orderSn),
      cpCode,
      ownerId,
    ),
    { confirmDuplicate },
  );
  return ledger.closeFetchIntentIssued(id, seeds.map(issuedWaybill));
}

export { seededRandom };

/** The claim refusal `work` ends in; anything else (success or another error) fails the test. */
export async function claimRefusal(work: Promise<unknown>): Promise<ClaimRefused> {
  try {
    await work;
  } catch (error) {
    if (error instanceof ClaimRefused) return error;
    throw error;
  }
  throw new Error('the claim was not refused');
}
