import { describe, expect, inject, it } from 'vitest';
import { intentFor } from '../../testing/ledger-test-kit';
import { upgradeOlderDatabase } from './testing/pg-schema-upgrade';

/*
 * Shared-ledger migration 3 (merged waybills, browser prints counted apart) on a database an older desk wrote at
 * schema 2: its waybill keeps its order and is found by it, its browser print moves to "sent to the dialog"
 * (the silent one stays printed), an unknown intent still claims its order, and a merged fetch works after.
 */

const clusterUrl = inject('pgUrl');

describe.skipIf(!clusterUrl)('shared ledger migration 3: merges and print dialog', () => {
  it('upgrades a schema-2 database of an older desk', async () => {
    await upgradeOlderDatabase(clusterUrl, {
      name: 'migration3',
      from: 2,
      seed: (pool) =>
        pool.query(`
          INSERT INTO fetch_intents (id, created_at, desk, shop_id, owner_id, cp_code, request_json, state, reason)
            VALUES (1, 1, 'old', 'demo-shop', 'demo-owner', 'YTO', '{}', 'issued', ''),
                   (2, 2, 'old', 'demo-shop', 'demo-owner', 'YTO', '{}', 'unknown', 'socket hang up');
          SELECT setval('fetch_intents_id_seq', 2);
          INSERT INTO fetch_intent_orders VALUES (1, 0, 'obj-a', 'OLD-A'), (2, 0, 'obj-b', 'OLD-B');
          INSERT INTO waybills (id, intent_id, desk, object_id, order_sn, waybill_code, parent_waybill_code, cp_code,
            shop_id, owner_id, issued_at, encrypted, receiver_name, goods_name, printed_count, last_printed_at)
            VALUES (1, 1, 'old', 'obj-a', 'OLD-A', 'YT0000000000401', '', 'YTO', 'demo-shop', 'demo-owner', 1,
              false, '张三', 'T恤 ×1', 3, 30);
          SELECT setval('waybills_id_seq', 1);
          INSERT INTO waybill_print_data VALUES (1, '{}');
          INSERT INTO prints (waybill_id, desk, at, printer, mode)
            VALUES (1, 'old', 10, NULL, 'browser'), (1, 'old', 20, 'Zebra', 'silent'), (1, 'old', 30, NULL, 'browser');
        `),
      async check(ledger) {
        const [old] = await ledger.getWaybills([1]);
        expect(old).toMatchObject({
          orderSns: ['OLD-A'],
          printedCount: 1,
          lastPrintedAt: 20,
          dialogCount: 2,
          lastDialogAt: 30,
        });
        expect(
          (await ledger.orderWaybillStates('demo-owner', ['OLD-A'])).get('OLD-A')?.liveWaybillIds,
        ).toEqual([1]);
        expect((await ledger.orderWaybillStates('demo-owner', ['OLD-B'])).get('OLD-B')?.state).toBe(
          'outcome-unknown',
        );
        expect((await ledger.listWaybills({ text: 'OLD-A', printed: 'printed' }, 0, 10)).total).toBe(1);

        // Two orders of one group share an object id: the schema no longer refuses that.
        const id = await ledger.openFetchIntent(intentFor([['NEW-1', 'NEW-2']]), { confirmDuplicate: false });
        expect(await ledger.intentOrders(id)).toEqual(['NEW-1', 'NEW-2']);
      },
    });
  });
});
