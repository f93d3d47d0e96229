import { useTranslation } from 'react-i18next';
import type { CheckLine, CheckPrompt as Prompt } from '../../../shared/scan/pack-check';

const goodsWords = (l: CheckLine) => [l.name, l.spec].filter((s) => s.trim() !== '').join(' · ');

/** The open check's question (bind this barcode? one too many? leave for another order?), Yes (Enter) / No (Esc). */
export function CheckPrompt({
  prompt,
  lines,
  onAnswer,
}: {
  prompt: Prompt;
  lines: CheckLine[];
  onAnswer: (answer: 'yes' | 'no') => void;
}) {
  const { t } = useTranslation('scan');
  const line = prompt.kind !== 'leave' ? lines[prompt.line] : undefined;
  return (
    <div
      className="check-prompt"
      role="alertdialog"
      aria-label={t('check.switch')}
      data-testid="check-prompt"
    >
      <p>
        {t(`check.prompt.${prompt.kind}`, {
          barcode: 'barcode' in prompt ? prompt.barcode : '',
          code: 'code' in prompt ? prompt.code : '',
          goods: line ? goodsWords(line) : '',
        })}
      </p>
      <button type="button" className="btn btn-primary" onClick={() => onAnswer('yes')}>
        {t('check.yes')}
      </button>
      <button type="button" className="btn" onClick={() => onAnswer('no')}>
        {t('check.no')}
      </button>
    </div>
  );
}
