import { useEffect } from 'react';
import { applyLanguage } from '../i18n';
import { useSettings } from '../hooks/settings';

/** The settings file holds the seller's language; apply it as soon as it is known. */
export function LanguageSync() {
  const language = useSettings().data?.language;
  useEffect(() => {
    if (language) void applyLanguage(language);
  }, [language]);
  return null;
}
