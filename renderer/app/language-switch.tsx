import { useTranslation } from 'react-i18next';
import type { Language } from '../../shared/ipc/channels/settings';
import { useSettings, useUpdateSettings } from '../hooks/settings';
import { applyLanguage, LANGUAGES } from '../i18n';

const SHORT: Record<Language, string> = { 'zh-CN': '中文', en: 'EN' };

/** Always at hand in the status bar: the desk's language in one click, applied at once and remembered. */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const current = useSettings().data?.language;
  const update = useUpdateSettings();
  return (
    <span className="statusbar-languages" role="group" aria-label={t('statusbar.language')}>
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          className={`statusbar-language${lng === current ? ' is-on' : ''}`}
          aria-pressed={lng === current}
          onClick={() => {
            void applyLanguage(lng);
            update.mutate({ language: lng });
          }}
        >
          {SHORT[lng]}
        </button>
      ))}
    </span>
  );
}
