import { z } from 'zod';
import {
  atMost,
  dateTimeText,
  intLike,
  looseArray,
  looseCount,
  looseString,
  nonEmpty,
  shorterThan,
} from './common';

/** Spec 2.2 AddressDto; the recipient's has the same shape and limits. */
const AddressSchema = z.strictObject({
  province: nonEmpty.pipe(shorterThan(20)),
  city: shorterThan(20).optional(),
  district: shorterThan(20).optional(),
  town: shorterThan(30).optional(),
  detail: nonEmpty.pipe(shorterThan(256)),
});
export type Address = z.infer<typeof AddressSchema>;

const hasContact = (p: { mobile?: string | undefined; phone?: string | undefined }) =>
  Boolean(p.mobile?.trim()) || Boolean(p.phone?.trim());

/** Spec 2.2 UserInfoDto; mobile and phone must not both be empty (W7). */
export const SenderSchema = z
  .strictObject({
    address: AddressSchema,
    mobile: shorterThan(20).optional(),
    phone: shorterThan(20).optional(),
    name: nonEmpty.pipe(shorterThan(40)),
  })
  .refine(hasContact, { message: 'mobile and phone must not both be empty', path: ['mobile'] });
export type Sender = z.infer<typeof SenderSchema>;

/** RecipientInfoDto; contacts may be empty for an encrypted order (oaid or caid given, W7). */
const RecipientSchema = z
  .strictObject({
    address: AddressSchema,
    mobile: z.string().optional(),
    phone: z.string().optional(),
    name: nonEmpty,
    oaid: atMost(128).optional(),
    tid: z.string().optional(),
    caid: z.string().optional(),
  })
  .refine((r) => hasContact(r) || Boolean(r.oaid) || Boolean(r.caid), {
    message: 'mobile and phone must not both be empty unless oaid or caid is given',
    path: ['mobile'],
  });
export type Recipient = z.infer<typeof RecipientSchema>;

const orderNumber = z.string().regex(/^[A-Za-z0-9_-]+$/, {
  message: 'may hold only digits, letters, underscore and hyphen',
});

const OrderInfoSchema = z.strictObject({
  order_channels_type: nonEmpty,
  trade_order_list: z.array(orderNumber).min(1, { message: 'needs at least 1 order number' }).max(100, {
    message: 'at most 100 entries',
  }),
  out_trade_order_list: z.array(z.string()).max(100, { message: 'at most 100 entries' }).optional(),
  out_trade_sub_order_list: z.array(z.string()).max(100, { message: 'at most 100 entries' }).optional(),
});

const PackageItemSchema = z.strictObject({
  count: z.number().int().positive({ message: 'must be a positive integer' }),
  name: nonEmpty,
  volume: z.number().nonnegative().optional(),
  weight: z.number().nonnegative().optional(),
});

const PackageInfoSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_]+$/, { message: 'may hold only digits, letters and underscore' })
    .optional(),
  items: z
    .array(PackageItemSchema)
    .min(1, { message: 'needs at least 1 entry' })
    .max(100, { message: 'at most 100 entries' }),
  total_packages_count: z.number().int().positive().optional(),
  packaging_description: z.string().optional(),
  goods_description: z.string().optional(),
});

/** W8: any host stands for {template_host}. */
export const TEMPLATE_URL_PATTERN = /^https?:\/\/[^/]+\/template\/standard\/[A-Za-z0-9_-]+$/;

/**
 * `logistics_services` (spec 2.2: "values defined by an external reference"), as the cloud-print API this gateway
 * wraps reads it: JSON text of an object from service codes to their settings, e.g.
 * `{"SVC-INSURE":{"value":"1000"}}`. Anything else would be dropped by a carrier without a word, so it is refused.
 */
const SERVICE_CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;
export const logisticsServicesIssue = (text: string): string | null => {
  // Spec 2.2: empty when no special service is wanted.
  if (text === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'must be JSON text such as {"SVC-INSURE":{"value":"1000"}}';
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return 'must be a JSON object of services such as {"SVC-INSURE":{"value":"1000"}}';
  }
  for (const [code, setting] of Object.entries(parsed)) {
    if (!SERVICE_CODE.test(code)) return `has a service code that is not one: ${code.slice(0, 40)}`;
    const ok =
      !!setting &&
      typeof setting === 'object' &&
      !Array.isArray(setting) &&
      Object.values(setting as Record<string, unknown>).every((v) => typeof v === 'string');
    if (!ok) return `service ${code} must be an object of text values such as {"value":"1000"}`;
  }
  return null;
};
export const LogisticsServicesSchema = z.string().superRefine((text, ctx) => {
  const issue = logisticsServicesIssue(text);
  if (issue) ctx.addIssue({ code: 'custom', message: issue });
});

const TradeOrderInfoSchema = z.strictObject({
  object_id: nonEmpty,
  order_info: OrderInfoSchema,
  package_info: PackageInfoSchema,
  recipient: RecipientSchema,
  template_url: z.string().regex(TEMPLATE_URL_PATTERN, {
    message: 'must look like https://<template_host>/template/standard/<template_id>',
  }),
  user_id: intLike,
  logistics_services: LogisticsServicesSchema.optional(),
});
export type TradeOrderInfo = z.infer<typeof TradeOrderInfoSchema>;

/** Waybill fetch edition (spec 9): 1 normal, 2 enhanced, 3 standard. */
const FetchEdition = z.union([z.literal(1), z.literal(2), z.literal(3), z.enum(['1', '2', '3'])], {
  error: 'must be 1 (normal), 2 (enhanced) or 3 (standard)',
});

const ApplyNewRequestSchema = z
  .strictObject({
    cp_code: nonEmpty.pipe(shorterThan(20)),
    product_code: z.never({ error: 'is deprecated and must not be sent' }).optional(),
    sender: SenderSchema,
    trade_order_info_dtos: z
      .array(TradeOrderInfoSchema)
      .min(1, { message: 'needs at least 1 entry' })
      .max(10, { message: 'at most 10 entries' }),
    // W1: the options listed after user_id belong here.
    store_code: z.string().optional(),
    resource_code: z.string().optional(),
    dms_sorting: z.boolean().optional(),
    three_pl_timing: z.boolean().optional(),
    need_encrypt: z.boolean().optional(),
    multi_packages_shipment: z.boolean().optional(),
    brand_code: z.string().optional(),
    extra_info: z.string().optional(),
    customer_code: z.string().optional(),
    call_door_pick_up: z.boolean().optional(),
    door_pick_up_time: dateTimeText.optional(),
    door_pick_up_end_time: dateTimeText.optional(),
    shipping_branch_code: z.string().optional(),
    vvtype: FetchEdition.optional(),
  })
  .superRefine((req, ctx) => {
    // W4: results are matched by object_id, so it must be unique within the call.
    const seenObjectIds = new Set<string>();
    // W5: package ids clash case-insensitively.
    const seenPackageIds = new Map<string, string>();
    req.trade_order_info_dtos.forEach((dto, i) => {
      if (seenObjectIds.has(dto.object_id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['trade_order_info_dtos', i, 'object_id'],
          message: `duplicate object_id ${dto.object_id}`,
        });
      }
      seenObjectIds.add(dto.object_id);
      const pid = dto.package_info.id;
      if (pid === undefined) return;
      const clash = seenPackageIds.get(pid.toLowerCase());
      if (clash !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['trade_order_info_dtos', i, 'package_info', 'id'],
          message: `package id ${pid} clashes (case-insensitively) between object_id ${clash} and ${dto.object_id}`,
        });
      } else {
        seenPackageIds.set(pid.toLowerCase(), dto.object_id);
      }
    });
    // W9: door pickup times.
    if (req.call_door_pick_up === true && !req.door_pick_up_time) {
      ctx.addIssue({
        code: 'custom',
        path: ['door_pick_up_time'],
        message: 'is required when call_door_pick_up is true',
      });
    }
    if (
      req.door_pick_up_time &&
      req.door_pick_up_end_time &&
      req.door_pick_up_end_time < req.door_pick_up_time
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['door_pick_up_end_time'],
        message: 'must not be earlier than door_pick_up_time',
      });
    }
  });

export const WaybillFetchRequestSchema = z
  .strictObject({
    shop_id: nonEmpty,
    param_waybill_cloud_print_apply_new_request: ApplyNewRequestSchema,
    vvtype: FetchEdition.optional(),
  })
  .superRefine((req, ctx) => {
    // W1: vvtype may sit at the top level or inside the request object, but not disagree.
    const inner = req.param_waybill_cloud_print_apply_new_request.vvtype;
    if (req.vvtype !== undefined && inner !== undefined && Number(req.vvtype) !== Number(inner)) {
      ctx.addIssue({
        code: 'custom',
        path: ['vvtype'],
        message: `disagrees with param_waybill_cloud_print_apply_new_request.vvtype (${String(inner)})`,
      });
    }
  });
export type WaybillFetchRequest = z.input<typeof WaybillFetchRequestSchema>;

/** One issued waybill (spec 2.3). */
const WaybillCloudPrintResponseSchema = z.looseObject({
  object_id: looseString,
  waybill_code: looseString,
  print_data: looseString,
  parent_waybill_code: looseString,
});

export const WaybillFetchResultSchema = z.looseObject({
  withholding_money: looseCount,
  carrier_waybill_ii_get_response: z.looseObject({
    modules: z.looseObject({
      // A real gateway may send a single object where an array is declared; accept both.
      waybill_cloud_print_response: looseArray(WaybillCloudPrintResponseSchema, { oneOrMany: true }),
    }),
  }),
});
export type WaybillFetchResult = z.infer<typeof WaybillFetchResultSchema>;
