import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../shared/ipc/channels/settings';

/*
 * Every `locales/<lng>/<namespace>.json` is bundled, so a screen adds strings by adding a file;
 * namespace = file name. zh-CN is the default (sellers on these marketplaces read Chinese); en the fallback.
 */
type Messages = Record<string, unknown>;
const files = import.meta.glob<Messages>('./locales/*/*.json', { eager: true, import: 'default' });

const resources: Record<string, Record<string, Messages>> = {};
for (const [path, messages] of Object.entries(files)) {
  const m = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!m?.[1] || !m[2]) continue;
  (resources[m[1]] ??= {})[m[2]] = messages;
}

export const LANGUAGES: readonly Language[] = ['zh-CN', 'en'];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
/** Remembered per browser/profile so the first paint is already in the seller's language; settings stay the truth. */
const LANGUAGE_KEY = 'seller-tools.language';

const storedLanguage = (): Language => {
  try {
    const v = globalThis.localStorage?.getItem(LANGUAGE_KEY);
    return v === 'en' || v === 'zh-CN' ? v : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
};

void i18next.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: 'en',
  ns: Object.keys(resources.en ?? {}),
  defaultNS: 'common',
  // Resources are bundled: initialise synchronously so the first render already has its strings.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Switch at once (every mounted `t()` re-renders) and remember it for the next launch's first paint. */
export const applyLanguage = async (lng: Language): Promise<void> => {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, lng);
  } catch {
    // storage may be unavailable (privacy mode); the settings file still holds the choice
  }
  document.documentElement.lang = lng;
  if (i18next.language !== lng) await i18next.changeLanguage(lng);
};

export const currentLanguage = (): Language => (i18next.language === 'en' ? 'en' : 'zh-CN');

export { i18next };
