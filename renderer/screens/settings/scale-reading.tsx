import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ScaleState } from '../../../shared/scale/scale-state';
import type { ScaleSettings } from '../../../shared/scale/scale-settings';
import { weightText } from './scale-draft';

/** The words for a scale state, in the seller's language (a weight in the scale's unit). */
const stateWords = (
  state: ScaleState,
  unit: ScaleSettings['unit'],
  keyboard: boolean,
  t: TFunction<'scale'>,
) => {
  switch (state.kind) {
    case 'unstable':
    case 'stable':
      return t(`state.${state.kind}`, { weight: weightText(state.grams, unit) });
    case 'gone':
      return t(`state.gone.${state.reason}`);
    case 'connecting':
      return t(keyboard ? 'state.keyboard' : 'state.connecting');
    default:
      return t(`state.${state.kind}`);
  }
};

/** The live reading, large: the settled weight, or what keeps it from counting; the system's words folded. */
export function ScaleReading({
  state,
  unit,
  keyboard,
}: {
  state: ScaleState;
  unit: ScaleSettings['unit'];
  keyboard: boolean;
}) {
  const { t } = useTranslation('scale');
  const detail = state.kind === 'gone' ? state.detail : undefined;
  return (
    <div className={`scale-reading scale-reading-${state.kind}`} aria-live="polite">
      <span className="muted">{t('reading')}</span>
      <output id="settings-scale-reading" data-state={state.kind}>
        {stateWords(state, unit, keyboard, t)}
      </output>
      {detail ? (
        <details>
          <summary>{t('details')}</summary>
          <code>{detail}</code>
        </details>
      ) : null}
    </div>
  );
}
