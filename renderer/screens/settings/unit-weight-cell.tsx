import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { useTypeUnitWeight } from '../../hooks/pack-check';
import { parseTypedUnitWeight } from '../../../shared/scale/typed-unit-weight';
import type { GoodsRef } from '../../../shared/scan/pack-check';

export interface UnitWeightFacts {
  typedGrams: number | null;
  learnedGrams: number | null;
}

/** Whole grams, or to a tenth where the scale learned one: 312 / 12.5. */
const gramsText = (grams: number): string => String(Math.round(grams * 10) / 10);

/**
 * The goods' unit weight in grams: the seller's own, typed here and saved on Enter or on leaving the box (an empty
 * box forgets it), or the one the scan station learned, shown as learned. Bad input is refused here, in words that
 * name the field, and nothing is sent.
 */
export function UnitWeightCell({ goods, facts }: { goods: GoodsRef; facts: UnitWeightFacts | undefined }) {
  const { t } = useTranslation('settings');
  const typed = facts?.typedGrams ?? null;
  const learned = facts?.learnedGrams ?? null;
  const [text, setText] = useState(typed === null ? '' : gramsText(typed));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useTypeUnitWeight();
  const commit = () => {
    const parsed = parseTypedUnitWeight(text);
    if (!parsed.ok) return setProblem(parsed.problem);
    setProblem(null);
    if (parsed.grams !== typed) save.mutate({ ...goods, grams: parsed.grams });
  };
  return (
    <td className="unit-weight-cell">
      <input
        className="input unit-weight-input"
        inputMode="decimal"
        aria-label={t('barcodes.unitWeightOf', { name: goods.name })}
        aria-invalid={problem !== null}
        value={text}
        placeholder={learned !== null ? gramsText(learned) : ''}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
        data-testid="unit-weight-input"
      />{' '}
      {typed === null && learned !== null ? (
        <small className="muted" data-testid="unit-weight-learned">
          {t('barcodes.learnedGrams', { grams: gramsText(learned) })}
        </small>
      ) : null}
      {problem ? (
        <p className="field-error" role="alert" data-testid="unit-weight-refused">
          {t(`barcodes.unitWeightProblem.${problem}`)}
        </p>
      ) : null}
      {save.error ? <ErrorNotice error={save.error} compact /> : null}
    </td>
  );
}
