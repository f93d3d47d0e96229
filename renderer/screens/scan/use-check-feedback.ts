import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenCheck } from '../../../shared/scan/pack-check';
import { checkSpeechKey, checkToneOf } from './check-words';
import { playTone, speak } from './scan-feedback';

/** Each step of the open check sounds once: its tone, and the words of a mismatch or a question, spoken. */
export const useCheckFeedback = (check: OpenCheck | null, lang: string): void => {
  const { t } = useTranslation('scan');
  const heard = useRef<string>('');
  useEffect(() => {
    if (!check) return;
    const key = `${check.orderSns.join(',')}:${check.step}`;
    if (heard.current === key) return;
    heard.current = key;
    const tone = checkToneOf(check);
    if (tone) playTone(tone);
    const words = checkSpeechKey(check);
    // A mismatch is spoken whatever the speech setting: it stops the wrong goods from shipping.
    if (words) speak(t(words), lang);
  }, [check, lang, t]);
};
