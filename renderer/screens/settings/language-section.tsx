import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/ipc/channels/settings';
import { ErrorNotice } from '../../components/error-notice';
import { applyLanguage, LANGUAGES } from '../../i18n';
import { useUpdateSettings } from '../../hooks/settings';

/** The switch applies at once, then is saved so the next launch starts in it. */
export function LanguageSection({ language }: { language: Language }) {
  const { t } = useTranslation('settings');
  const update = useUpdateSettings();
  return (
    <section className="settings-section panel" aria-labelledby="settings-language-heading">
      <h2 id="settings-language-heading">{t('language.heading')}</h2>
      <div className="field settings-narrow">
        <label htmlFor="settings-language">{t('language.label')}</label>
        <select
          id="settings-language"
          className="select"
          value={language}
          onChange={(e) => {
            const lng = e.target.value as Language;
            void applyLanguage(lng);
            update.mutate({ language: lng });
          }}
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {l === 'zh-CN' ? '简体中文 (zh-CN)' : 'English (en)'}
            </option>
          ))}
        </select>
      </div>
      {update.error && <ErrorNotice error={update.error} compact />}
    </section>
  );
}
