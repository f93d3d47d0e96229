import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/ipc/channels/settings';
import { ErrorNotice } from '../../components/error-notice';
import { SelectField } from '../../components/form-field';
import { applyLanguage, LANGUAGES } from '../../i18n';
import { useUpdateSettings } from '../../hooks/settings';

/** The switch applies at once, then is saved so the next launch starts in it. */
export function LanguageSection({ language }: { language: Language }) {
  const { t } = useTranslation('settings');
  const update = useUpdateSettings();
  return (
    <section className="settings-section panel" aria-labelledby="settings-language-heading">
      <h2 id="settings-language-heading">{t('language.heading')}</h2>
      <SelectField
        id="settings-language"
        className="settings-narrow"
        label={t('language.label')}
        value={language}
        onChange={(value) => {
          const lng = value as Language;
          void applyLanguage(lng);
          update.mutate({ language: lng });
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {l === 'zh-CN' ? '简体中文 (zh-CN)' : 'English (en)'}
          </option>
        ))}
      </SelectField>
      {update.error && <ErrorNotice error={update.error} compact />}
    </section>
  );
}
