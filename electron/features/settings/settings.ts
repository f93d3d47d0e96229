import { Settings, type SenderProfile, type SettingsPatch } from '../../../shared/ipc/channels/settings';
import { DEFAULT_WEIGHING } from '../../../shared/scale/weighing-settings';
import { parsePrinterUri, printerUriProblemText, withoutPassword } from '../../../shared/printing/device-uri';
import { DEFAULT_SCALE_SETTINGS, scaleSettingsProblem } from '../../../shared/scale/scale-settings';
import { DeskError } from '../../kernel/desk-error';
import type { KeyValueStore } from '../../storage/key-value-store';

/** The demo sender of the embedded sandbox: a valid UserInfoDto (spec 2.2 lengths) so a first fetch just works. */
const DEMO_SENDER: SenderProfile = {
  id: 'demo-sender',
  label: 'Demo warehouse',
  name: '张三',
  mobile: '13800000000',
  address: {
    province: '浙江省',
    city: '杭州市',
    district: '余杭区',
    detail: '文一西路 969 号 3 号楼 仓库 A',
  },
};

/** Defaults fit the embedded sandbox's fixtures (DECISIONS "Sandbox fixtures"), so the desk works on first run. */
export const DEFAULT_SETTINGS: Settings = {
  gateway: { mode: 'embedded', baseUrl: '' },
  shopId: 'demo-shop',
  ownerId: 'demo-owner',
  mallUserId: '10001',
  merchantUserId: '10001',
  // The channel code of orders not from a named platform in the cloud-print API this gateway wraps.
  orderChannelsType: 'OTHERS',
  senders: [DEMO_SENDER],
  defaultSenderId: DEMO_SENDER.id,
  defaultCarrier: 'YTO',
  extraCarriers: [],
  templateUrl: 'https://cloudprint.example/template/standard/101',
  labelSize: '100x150',
  printer: null,
  cloudPrintUrl: 'ws://127.0.0.1:13528',
  language: 'zh-CN',
  printProfiles: {},
  unprintedFlagDays: 3,
  scanProfile: null,
  scanReprint: 'reprint',
  scanSpeech: false,
  packCheck: false,
  weighing: DEFAULT_WEIGHING,
  scanRepeatSeconds: 2,
  orderBook: { recheckDays: 15, recheckEveryHours: 6, askAbovePoints: 20, edition: 'enhanced' },
  backupDir: null,
  retention: { printDataDays: 30, requestBodyDays: 30, orderBookDays: 180 },
  scale: DEFAULT_SCALE_SETTINGS,
};

const KEY = 'settings';

/**
 * The settings still name the embedded sandbox's demo shop, as every new desk's do (the seller never set a shop of
 * their own here): such a shop is not carried into a ledger that already holds the seller's shops.
 */
export const namesDemoShop = (s: Pick<Settings, 'ownerId' | 'shopId'>): boolean =>
  s.ownerId === DEFAULT_SETTINGS.ownerId && s.shopId === DEFAULT_SETTINGS.shopId;

export interface SettingsService {
  get(): Settings;
  /** Validates the merged result as a whole; the stored settings change only when all of it is valid. */
  update(patch: SettingsPatch): Settings;
  /** Told the new settings after every update; returns the unsubscribe. */
  subscribe(listener: (settings: Settings) => void): () => void;
}

/** Stored values that no longer fit the schema (an older version, a hand edit) fall back one field at a time. */
const readStored = (stored: unknown): Settings => {
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const [key, schema] of Object.entries(Settings.shape)) {
    if (key in source && schema.safeParse(source[key]).success) merged[key] = source[key];
  }
  const whole = Settings.safeParse(merged);
  return whole.success ? whole.data : DEFAULT_SETTINGS;
};

/**
 * A printer address saved by an earlier version may hold a user and password (the desk never sent them): they
 * leave the saved settings, which then read as every place now takes a printer address.
 */
const withoutPrinterPasswords = (s: Settings): Settings => {
  const profiles = Object.entries(s.printProfiles).map(([size, profile]) =>
    profile?.connection
      ? [size, { ...profile, connection: withoutPassword(profile.connection) }]
      : [size, profile],
  );
  return { ...s, printProfiles: Object.fromEntries(profiles) as Settings['printProfiles'] };
};

/** Each print profile's label printer connection must be a URI the desk can use: the wrong part is named. */
const checkConnections = (s: Settings): void => {
  for (const [size, profile] of Object.entries(s.printProfiles)) {
    if (!profile?.connection) continue;
    const parsed = parsePrinterUri(profile.connection);
    if (parsed.ok) continue;
    const field = `printProfiles.${size}.connection`;
    throw new DeskError('invalid-request', `${field}: ${printerUriProblemText(parsed.problem, s.language)}`, {
      field,
    });
  }
};

const checkConsistency = (s: Settings): void => {
  checkConnections(s);
  const scale = scaleSettingsProblem(s.scale);
  if (scale) throw new DeskError('invalid-request', `${scale.field}: ${scale.msg}`, { field: scale.field });
  if (s.gateway.mode === 'custom' && s.gateway.baseUrl === '') {
    throw new DeskError('invalid-request', 'gateway.baseUrl: give the gateway address for a custom gateway', {
      field: 'gateway.baseUrl',
    });
  }
  const ids = new Set<string>();
  s.senders.forEach((sender, i) => {
    if (ids.has(sender.id)) {
      throw new DeskError('invalid-request', `senders[${i}].id: two senders share the id ${sender.id}`, {
        field: `senders[${i}].id`,
      });
    }
    ids.add(sender.id);
  });
  if (s.defaultSenderId !== null && !ids.has(s.defaultSenderId)) {
    throw new DeskError('invalid-request', 'defaultSenderId: no sender has this id', {
      field: 'defaultSenderId',
    });
  }
};

export const createSettingsService = (store: KeyValueStore): SettingsService => {
  const stored = readStored(store.get(KEY));
  let current = withoutPrinterPasswords(stored);
  if (JSON.stringify(current) !== JSON.stringify(stored)) store.set(KEY, current);
  const listeners = new Set<(settings: Settings) => void>();
  return {
    get: () => current,
    update(patch) {
      const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      const next = Settings.parse({ ...current, ...defined });
      // Dropping the default sender's profile drops the default too, rather than refusing the edit.
      if (
        patch.senders &&
        patch.defaultSenderId === undefined &&
        !next.senders.some((s) => s.id === next.defaultSenderId)
      ) {
        next.defaultSenderId = next.senders[0]?.id ?? null;
      }
      checkConsistency(next);
      store.set(KEY, next);
      current = next;
      for (const listener of listeners) listener(current);
      return current;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
