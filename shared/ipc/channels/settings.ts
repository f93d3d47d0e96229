import { z } from 'zod';
import { RetentionSettings } from './data';
import { DeskSenderSchema } from './desk-sender';
import { TEMPLATE_URL_PATTERN } from '../../api/schemas/waybill-fetch';

import { LabelSize } from '../../label/label-sizes';
import { CARRIER_CODE } from '../../api/carriers';
import { PrintProfiles } from '../../printing/print-profile';
import { ReprintPolicySchema, ScanProfile } from '../../scan/scan-profile';
import { ScaleSettings } from '../../scale/scale-settings';
import { WeighingSettings } from '../../scale/weighing-settings';

// One definition of the label sizes: the label model's.
export { LabelSize };

export const Language = z.enum(['zh-CN', 'en']);
export type Language = z.infer<typeof Language>;

/** A saved sender (spec 2.2 UserInfoDto with the spec's limits) plus a name the seller knows it by. */
export const SenderProfile = z.intersection(
  DeskSenderSchema,
  z.object({ id: z.string().min(1), label: z.string().min(1, { message: 'is required' }) }),
);
export type SenderProfile = z.infer<typeof SenderProfile>;

const GatewaySettings = z.object({
  /** embedded: the sandbox the app starts itself; custom: any gateway of the spec. */
  mode: z.enum(['embedded', 'custom']),
  baseUrl: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).or(z.literal('')),
});

/** The order book's sync: what it re-checks, how often, and when it asks before spending. */
export const OrderBookSettings = z.object({
  /** Orders confirmed within this many days may still change status: their window is re-checked. */
  recheckDays: z
    .number()
    .int()
    .min(1, { message: 'must be from 1 to 90' })
    .max(90, { message: 'must be from 1 to 90' }),
  /** A sync re-checks that window when the last re-check is older than this (hours). */
  recheckEveryHours: z
    .number()
    .int()
    .min(1, { message: 'must be from 1 to 168' })
    .max(168, { message: 'must be from 1 to 168' }),
  /** A sync that would cost more points than this asks first. */
  askAbovePoints: z
    .number()
    .int()
    .min(0, { message: 'must be from 0 to 10000' })
    .max(10_000, { message: 'must be from 0 to 10000' }),
  /** The orders edition the book syncs with (spec 9): only the enhanced one filters by confirm time. */
  edition: z.enum(['enhanced', 'normal']),
});
export type OrderBookSettings = z.infer<typeof OrderBookSettings>;

/** Where the handover list prints at this desk: 'a4' (the system printer) or the raw label printer of a label size. */
export const HandoverPrintTo = z.union([z.literal('a4'), LabelSize]);
export type HandoverPrintTo = z.infer<typeof HandoverPrintTo>;

export const Settings = z.object({
  gateway: GatewaySettings,
  shopId: z.string(),
  ownerId: z.string(),
  mallUserId: z.string().regex(/^\d*$/, { message: 'must be digits' }),
  /** user_id of TradeOrderInfoDto: the merchant actually using the waybill account. */
  merchantUserId: z.string().regex(/^\d*$/, { message: 'must be digits' }),
  orderChannelsType: z.string(),
  senders: z.array(SenderProfile),
  defaultSenderId: z.string().nullable(),
  defaultCarrier: z.string().max(19),
  /** Carrier codes the seller's gateway knows beyond the desk's table (spec 2.2: cp_code shorter than 20). */
  extraCarriers: z
    .array(z.string().regex(CARRIER_CODE, { message: 'must be letters, digits or _ (at most 19)' }))
    .max(50),
  templateUrl: z
    .string()
    .regex(TEMPLATE_URL_PATTERN, { message: 'must look like https://<host>/template/standard/<id>' })
    .or(z.literal('')),
  labelSize: LabelSize,
  /** deviceName of the label printer; null = ask / system default. */
  printer: z.string().nullable(),
  cloudPrintUrl: z.string(),
  language: Language,
  /** Per label size: printer, offsets, copies. */
  printProfiles: PrintProfiles,
  /** Live waybills never printed for more days than this are flagged with a suggestion to recycle. */
  unprintedFlagDays: z.number().int().min(1, { message: 'must be 1 to 30 days' }).max(30, {
    message: 'must be 1 to 30 days',
  }),
  /** The scan station's default print profile; null = none set (the embedded sandbox presets a demo one). */
  scanProfile: ScanProfile.nullable(),
  /** A scanned order that already holds a live waybill: reprint it, ask, or refuse. */
  scanReprint: ReprintPolicySchema,
  /** Speak each scan's result (speechSynthesis, zh-CN). */
  scanSpeech: z.boolean(),
  /** Check the goods' barcodes against the order before its label prints (this desk's own choice). */
  packCheck: z.boolean(),
  /** Weigh each parcel at the scan station before its label (this desk's own choice). */
  weighing: WeighingSettings,
  /** The seller's last choice of where the handover list prints (absent: A4). */
  handoverPrintTo: HandoverPrintTo.optional(),
  /** The same code scanned again within this many seconds is one scan (a scanner's double read); 0 = off. */
  scanRepeatSeconds: z
    .number()
    .min(0, { message: 'must be from 0 to 60 seconds' })
    .max(60, { message: 'must be from 0 to 60 seconds' }),
  orderBook: OrderBookSettings,
  /** Folder of the ledger's backups; null: `backups/` in the data dir. */
  backupDir: z
    .string()
    .trim()
    .min(1, { message: 'give a folder, or clear it for the default' })
    .max(1000, { message: 'must be at most 1000 characters' })
    .nullable(),
  retention: RetentionSettings,
  /** Settings › Scale: this desk's scale (off by default). */
  scale: ScaleSettings,
});
export type Settings = z.infer<typeof Settings>;

/** settings.update takes any part; senders are replaced as a whole list. */
export const SettingsPatch = z.object({
  gateway: GatewaySettings.optional(),
  shopId: z.string().optional(),
  ownerId: z.string().optional(),
  mallUserId: Settings.shape.mallUserId.optional(),
  merchantUserId: Settings.shape.merchantUserId.optional(),
  orderChannelsType: z.string().optional(),
  senders: z.array(SenderProfile).optional(),
  defaultSenderId: z.string().nullable().optional(),
  defaultCarrier: Settings.shape.defaultCarrier.optional(),
  extraCarriers: Settings.shape.extraCarriers.optional(),
  templateUrl: Settings.shape.templateUrl.optional(),
  labelSize: LabelSize.optional(),
  printer: z.string().nullable().optional(),
  cloudPrintUrl: z.string().optional(),
  language: Language.optional(),
  printProfiles: PrintProfiles.optional(),
  unprintedFlagDays: Settings.shape.unprintedFlagDays.optional(),
  scanProfile: ScanProfile.nullable().optional(),
  scanReprint: ReprintPolicySchema.optional(),
  scanSpeech: z.boolean().optional(),
  packCheck: z.boolean().optional(),
  weighing: WeighingSettings.optional(),
  handoverPrintTo: HandoverPrintTo.optional(),
  scanRepeatSeconds: Settings.shape.scanRepeatSeconds.optional(),
  orderBook: OrderBookSettings.optional(),
  backupDir: Settings.shape.backupDir.optional(),
  retention: RetentionSettings.optional(),
  scale: ScaleSettings.optional(),
});
export type SettingsPatch = z.infer<typeof SettingsPatch>;

export const AuthStatus = z.object({
  hasToken: z.boolean(),
  /** e.g. "••••oken": the token itself never crosses IPC. */
  tokenMasked: z.string().nullable(),
  baseUrl: z.string(),
  gatewayMode: z.enum(['embedded', 'custom']),
  /** Shops (or owners, mall users) that answered 302, with the link to authorize them. */
  unauthorizedShops: z.array(z.object({ shop: z.string(), authUrl: z.string().optional() })),
  /** Where the token is kept: encrypted by the OS keychain, a plain file the user allowed, or a 0600 file (web host). */
  storage: z.enum(['encrypted', 'plain-allowed', 'basic-text', 'file-0600', 'none']),
  encryptionAvailable: z.boolean(),
});
export type AuthStatus = z.infer<typeof AuthStatus>;

/**
 * An access token travels as an HTTP header value (`Authorization: Bearer <token>`): only visible ASCII can. A NUL,
 * an inner line break or another script would make every call fail (and could split the header), so such a token
 * is refused where it is typed.
 */
export const AccessToken = z
  .string()
  .trim()
  .min(1, { message: 'is required' })
  .max(4096, { message: 'must be at most 4096 characters' })
  .regex(/^[\x21-\x7e]+$/, {
    message:
      'must be visible ASCII characters only (no spaces, line breaks, control characters or other scripts)',
  });

export const SetTokenInput = z.object({
  token: AccessToken,
  /** Store unencrypted when the OS offers no encryption: only when the user says so for this machine. */
  allowPlainStorage: z.boolean().optional(),
});

export const AppInfo = z.object({
  version: z.string(),
  host: z.enum(['electron', 'web']),
  dataDir: z.string(),
  /** The embedded sandbox's address when it runs. */
  embeddedSandboxUrl: z.string().nullable(),
  /** This desk's name (records on a shared ledger name the desk that wrote them). */
  desk: z.string().optional(),
  /** The shared ledger's server (host:port/database), or null for the embedded ledger. */
  ledgerServer: z.string().nullable().optional(),
});
export type AppInfo = z.infer<typeof AppInfo>;
