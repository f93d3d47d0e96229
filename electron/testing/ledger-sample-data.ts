import { packText, type Codec } from '../storage/packed-text';
import { DatabaseSync } from 'node:sqlite';
import {
  samplePrintData,
  sampleWaybillCode,
  type SampleCarrier,
} from '../../shared/testing/print-data-samples';
import { seededRandom } from './ledger-test-kit';
import { openLedger } from '../features/ledger/sqlite/open-ledger';
import { labelPacker } from '../features/ledger/sqlite/label-packer';
import { createLedgerDb } from '../storage/sqlite/ledger-db';
import { bookSearchText } from '../features/order-book/order-book-text';
import { BOOK_SEARCH } from '../features/order-book';
import { WAYBILL_SEARCH } from '../storage/sqlite/search-index';
import { SoldOrderSchema } from '../../shared/api/schemas/sold-orders';

/*
 * Realistic ledger contents for the benchmark (and for trying the Waybills screen on a big ledger): half a
 * year of 10-waybill fetches, three shops, seven carriers, Chinese receivers and goods, most waybills printed,
 * a few recycled or with a failed recycle, a charge per fetch and each order in the order book.
 */

export const DAY = 86_400_000;
const COMPLETED_AFTER = 12 * DAY;
const SURNAMES = [
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董袁潘蒋蔡余杜叶程',
];
const GIVEN = [...'伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红鹏飞晨宇浩然思雨欣怡子涵梓轩'];
const GOODS = [
  '纯棉短袖T恤 男款 白色 XL',
  '冰丝阔腿裤 女 黑色 M',
  '不锈钢保温杯 500ml 星空蓝',
  '无线蓝牙耳机 降噪版',
  '儿童连衣裙 夏季 粉色 120',
  'USB-C 快充数据线 1m',
  '北欧陶瓷马克杯 Mug 350ml',
  '宠物猫粮 成猫 2kg',
  '家用抽纸 3层 24包',
  '运动跑鞋 透气 Sneaker 42',
  'Organic Cotton Shirt Navy L',
  '手机壳 iPhone 15 透明防摔',
  '竹纤维毛巾 3条装',
  '有机红茶 Black Tea 250g',
  '瑜伽垫 加厚 10mm 紫色',
  '厨房收纳架 三层 碳钢',
];
const OWNERS = [
  ['demo-owner', 'demo-shop'],
  ['other-owner', 'other-shop'],
  ['third-owner', 'third-shop'],
] as const;
// Cumulative shares of the fetches per carrier.
const CARRIERS: Array<[SampleCarrier, number]> = [
  ['YTO', 0.25],
  ['ZTO', 0.5],
  ['STO', 0.62],
  ['YUNDA', 0.77],
  ['SF', 0.87],
  ['EMS', 0.92],
  ['DBKD', 1],
];
const RECYCLE_ERRORS = ['waybill already recycled', 'wp_code is not the issuing carrier'];

export interface LedgerSamples {
  orderSns: string[];
  codes: string[];
  receivers: string[];
}

/**
 * Fills the file the way a half year of use would: 10-waybill fetches, three shops, seven carriers, most
 * printed, a few recycled. Rows go in with bulk SQL in one transaction (the ledger's own write path fsyncs
 * each fetch, which would only slow the setup); schema, indexes and search triggers are the ledger's.
 * `waybills` is rounded up to whole fetches of 10, spread over `days` (default 180). `packed` (default true): print
 * data, request bodies and orders packed as the desk writes them now; false: as text, as desks wrote them before.
 */
export async function fillLedger(
  file: string,
  waybills: number,
  now: number,
  { packed = true, days = 180 } = {},
): Promise<LedgerSamples> {
  const stored = (text: string, codec: Codec) => (packed ? packText(text, codec) : text);
  await (await openLedger(file)).close();
  const rnd = seededRandom(20250601);
  const span = days * DAY;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const db = new DatabaseSync(file);
  // Without their triggers the search indexes are rebuilt in one go by the next openLedger (faster than per row).
  db.exec(`DROP TRIGGER ${WAYBILL_SEARCH.triggers[0]}`);
  db.exec(`DROP TRIGGER ${BOOK_SEARCH.triggers[0]}`);
  const sql = (text: string) => db.prepare(text);
  const intent = sql(`INSERT INTO fetch_intents (created_at, shop_id, owner_id, cp_code, state, reason,
    closed_at) VALUES (?, ?, ?, ?, 'issued', '', ?) RETURNING id`);
  const intentBody = sql('INSERT INTO fetch_intent_bodies (intent_id, body) VALUES (?, ?)');
  const intentOrder = sql('INSERT INTO fetch_intent_orders VALUES (?, ?, ?, ?)');
  const waybill =
    sql(`INSERT INTO waybills (intent_id, object_id, order_sn, waybill_code, parent_waybill_code,
    cp_code, shop_id, owner_id, issued_at, encrypted, receiver_name, goods_name, printed_count, last_printed_at,
    status, recycled_at, last_recycle_error) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?) RETURNING id`);
  const printData = sql(
    'INSERT INTO waybill_print_data (waybill_id, print_data, reference_id) VALUES (?, ?, ?)',
  );
  // Labels packed as the desk packs them: against their shop and carrier's reference label.
  const packLabel = labelPacker(
    createLedgerDb(db, () => now, ''),
    now - span,
  );
  const waybillOrder = sql('INSERT INTO waybill_orders (waybill_id, position, order_sn) VALUES (?, 0, ?)');
  const print = sql(
    "INSERT INTO prints (waybill_id, at, printer, mode) VALUES (?, ?, 'Deli DL-888', 'silent')",
  );
  const recycle = sql('INSERT INTO recycle_attempts (waybill_id, at, ok, error_msg) VALUES (?, ?, ?, ?)');
  const charge = sql(
    "INSERT INTO charges (at, operation, points, intent_id) VALUES (?, 'fetchWaybills', ?, ?)",
  );
  // Each order in the order book (shipped, completed once delivered), with the text its search reads.
  const bookRow = sql(
    `INSERT OR REPLACE INTO order_book (owner_id, order_sn, status, confirm_time, last_ship_time, remark_tag,
    merge_key, seen_at) VALUES (?, ?, ?, ?, 0, NULL, '', ?) RETURNING id`,
  );
  const bookDoc = sql('INSERT OR REPLACE INTO order_book_docs (id, json) VALUES (?, ?)');
  const bookText = sql('INSERT OR REPLACE INTO order_book_text (id, search_text) VALUES (?, ?)');

  const samples: LedgerSamples = { orderSns: [], codes: [], receivers: [] };
  const fetches = Math.ceil(waybills / 10);
  db.exec('BEGIN');
  for (let f = 0; f < fetches; f++) {
    const at = now - span + Math.floor((f / fetches) * span);
    const [ownerId, shopId] = OWNERS[rnd() < 0.7 ? 0 : rnd() < 0.67 ? 1 : 2] ?? OWNERS[0];
    const r = rnd();
    const cp = (CARRIERS.find(([, share]) => r < share) ?? CARRIERS[0]!)[0];
    const orders = Array.from({ length: 10 }, (_, i) => {
      const seq = 1_234_567_890 + (f * 10 + i) * 7919;
      const name = pick(SURNAMES) + pick(GIVEN) + (rnd() < 0.7 ? pick(GIVEN) : '');
      const day = new Date(at - DAY).toISOString().slice(2, 10).replaceAll('-', '');
      return {
        orderSn: `${day}-${String(seq).slice(-8)}`,
        name,
        goods: pick(GOODS),
        code: sampleWaybillCode(cp, seq),
      };
    });
    const request = {
      shop_id: shopId,
      param_waybill_cloud_print_apply_new_request: {
        cp_code: cp,
        trade_order_info_dtos: orders.map((o) => ({
          object_id: `obj-${o.orderSn}`,
          order_info: { order_channels_type: 'OTHERS', trade_order_list: [o.orderSn] },
          package_info: { id: o.orderSn, items: [{ count: 1, name: o.goods }] },
          recipient: {
            name: o.name,
            mobile: '13812345678',
            address: { province: '上海市', detail: '祖冲之路 888 弄' },
          },
          template_url: 'https://cloudprint.example/template/standard/101',
          user_id: 10001,
        })),
      },
    };
    const intentId = Number(intent.get(at - 800, shopId, ownerId, cp, at)?.id);
    intentBody.run(intentId, stored(JSON.stringify(request), 'brotli'));
    charge.run(at, 10, intentId);
    orders.forEach((o, position) => {
      const printed = rnd() < (now - at > 2 * DAY ? 0.93 : 0.5) ? (rnd() < 0.1 ? 2 : 1) : 0;
      const recycled = rnd() < 0.04;
      const error = !recycled && rnd() < 0.01 ? pick(RECYCLE_ERRORS) : null;
      const printedAt = printed ? at + 3_600_000 : null;
      const parent = cp === 'DBKD' && position % 3 === 0 ? sampleWaybillCode(cp, 999_000_000_000 - f) : '';
      intentOrder.run(intentId, position, `obj-${o.orderSn}`, o.orderSn);
      const id = Number(
        waybill.get(
          intentId,
          `obj-${o.orderSn}`,
          o.orderSn,
          o.code,
          parent,
          cp,
          shopId,
          ownerId,
          at,
          o.name,
          o.goods,
          printed,
          printedAt,
          recycled ? 'recycled' : 'live',
          recycled ? at + DAY : null,
          error,
        )?.id,
      );
      const recipient = {
        name: o.name,
        mobile: '13812345678',
        phone: '',
        address: {
          province: '上海市',
          city: '上海市',
          district: '浦东新区',
          town: '张江镇',
          detail: `祖冲之路 ${f % 900} 弄 ${position + 1} 号`,
        },
      };
      waybillOrder.run(id, o.orderSn);
      const label = samplePrintData(cp, { waybillCode: o.code, dataOverrides: { recipient } });
      if (packed) {
        const { packed: bytes, referenceId } = packLabel(shopId, cp, label);
        printData.run(id, bytes, referenceId);
      } else printData.run(id, label, null);
      for (let p = 0; p < printed; p++) print.run(id, (printedAt ?? at) + p * 60_000);
      if (recycled || error) recycle.run(id, at + DAY, recycled ? 1 : 0, error);
      const order = {
        order_sn: o.orderSn,
        receiver_name: o.name,
        goods_name: o.goods,
        confirm_time: at - DAY,
      };
      // Shipped (2) until the buyer confirms receipt, then completed (3): about 12 days after the order.
      const status = now - order.confirm_time > COMPLETED_AFTER ? 3 : 2;
      const sold = { ...order, order_status: status, goods_count: 1, pay_amount: 59.9 };
      const row = bookRow.get(ownerId, o.orderSn, status, sold.confirm_time, at) as { id: number };
      const doc = packed ? packText(JSON.stringify(sold), 'orderDict') : JSON.stringify(sold);
      bookDoc.run(row.id, doc);
      bookText.run(row.id, bookSearchText(SoldOrderSchema.parse(sold)));
      if ((f * 10 + position) % 997 === 0) {
        samples.orderSns.push(o.orderSn);
        samples.codes.push(o.code);
        samples.receivers.push(o.name);
      }
    });
  }
  db.exec('COMMIT');
  db.close();
  return samples;
}
