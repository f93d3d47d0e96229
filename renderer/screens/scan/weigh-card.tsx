import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanEntry, ScanWeigh } from '../../../shared/ipc/channels/scan';
import { ErrorNotice } from '../../components/error-notice';
import { useWeighKey, useWeighScan } from '../../hooks/scan';
import { kg, scaleWordKey, typedGrams, weighWordKey } from './weigh-words';

/** The deliberate key that prints a parcel whose weight does not match (shown on the card). */
export const OVERRIDE_KEY = 'F8';

type WeighKey = 'confirm' | 'override' | 'leave';

/** The weight box: a keyboard scale types the weight and Enter (a packer may type it too); Enter alone confirms. */
function WeightBox({
  onWeigh,
  onKey,
  onScan,
}: {
  onWeigh: (grams: number) => void;
  onKey: (key: WeighKey) => void;
  onScan: (code: string) => void;
}) {
  const { t } = useTranslation('scan');
  const box = useRef<HTMLInputElement>(null);
  // The box holds the focus while the parcel waits: a keyboard scale types where the focus is.
  useEffect(() => box.current?.focus(), []);
  return (
    <form
      className="weigh-box"
      onSubmit={(e) => {
        e.preventDefault();
        const field = box.current;
        if (!field) return;
        const text = field.value;
        field.value = '';
        if (text.trim() === '') return onKey('confirm');
        const grams = typedGrams(text);
        // Not a weight: the scanner read the next order's number into the box.
        if (grams === null) onScan(text);
        else onWeigh(grams);
      }}
    >
      <label>
        <span>{t('weigh.box')}</span>
        <input
          ref={box}
          name="weight"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          data-testid="weigh-box"
          onKeyDown={(e) => {
            if (e.key === OVERRIDE_KEY || e.key === 'Escape') {
              e.preventDefault();
              onKey(e.key === 'Escape' ? 'leave' : 'override');
            }
          }}
        />
        <span>kg</span>
      </label>
    </form>
  );
}

/** The large weight: what the scale says now (still moving) or the weight judged. */
function WeighFigures({ w }: { w: ScanWeigh }) {
  const { t } = useTranslation('scan');
  const shown = w.liveGrams ?? w.grams;
  const problem = scaleWordKey(w);
  return (
    <>
      <div className="weigh-live" data-testid="weigh-live" data-moving={w.liveGrams !== null}>
        {shown === null ? '— kg' : kg(shown)}
      </div>
      <div className="scan-card-scanned">
        {w.expectedGrams === null
          ? t('weigh.noExpected')
          : t('weigh.expected', { expected: kg(w.expectedGrams) })}
      </div>
      {problem ? (
        <p className="scan-card-hint" data-testid="weigh-scale">
          {t(problem)}
        </p>
      ) : null}
    </>
  );
}

/** The scan card while the parcel is on the scale: nothing is fetched or printed until its weight passes. */
export function WeighCard({
  entry,
  onWeigh,
  onKey,
  onScan,
}: {
  entry: ScanEntry;
  onWeigh: (grams: number) => void;
  onKey: (key: WeighKey) => void;
  onScan: (code: string) => void;
}) {
  const { t } = useTranslation('scan');
  const w = entry.weigh;
  if (!w) return null;
  const mismatch = w.phase === 'mismatch';
  const words = { expected: kg(w.expectedGrams ?? 0), weighed: kg(w.grams ?? 0) };
  return (
    <div
      className={`scan-card ${mismatch ? 'scan-card-bad' : 'scan-card-weigh'}`}
      role="status"
      aria-live="assertive"
      data-look={mismatch ? 'bad' : 'weigh'}
      data-testid="scan-card"
    >
      <div className="scan-card-icon" aria-hidden="true">
        {mismatch ? '✕' : '⚖'}
      </div>
      <div className="scan-card-main">
        <div className="scan-card-word">{t(weighWordKey(w), words)}</div>
        <div className="scan-card-scanned">
          {t('card.scanned')} <span className="scan-code">{entry.code}</span>
        </div>
        <WeighFigures w={w} />
        {mismatch ? <p className="scan-card-hint">{t('weigh.mismatchHint', { key: OVERRIDE_KEY })}</p> : null}
        <WeightBox onWeigh={onWeigh} onKey={onKey} onScan={onScan} />
        <div className="scan-card-actions">
          {mismatch ? (
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => onKey('override')}
              data-testid="weigh-override"
            >
              <kbd>{OVERRIDE_KEY}</kbd> {t('weigh.override')}
            </button>
          ) : null}
          {w.phase === 'confirm' ? (
            <button type="button" className="btn btn-primary btn-large" onClick={() => onKey('confirm')}>
              <kbd>Enter</kbd> {t('weigh.print')}
            </button>
          ) : null}
          <button type="button" className="btn" onClick={() => onKey('leave')}>
            <kbd>Esc</kbd> {t('weigh.leave')}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * The weigh card wired to main while the latest scan waits on the scale: a typed weight, or a deliberate key (the
 * scan input takes the focus back after); otherwise the card it wraps.
 */
export function WeighStep({
  entry,
  onScan,
  refocus,
  children,
}: {
  entry: ScanEntry | undefined;
  onScan: (code: string) => void;
  refocus: () => void;
  /** The card shown when the latest scan does not wait on the scale. */
  children: ReactNode;
}) {
  const weigh = useWeighScan();
  const weighKey = useWeighKey();
  const weighing = entry?.state === 'weighing';
  // The weight box held the focus; once the parcel leaves the scale (printed, left, refused) the scan box takes it
  // back, or the next scan would type into nothing.
  useEffect(() => {
    if (!weighing) refocus();
  }, [weighing, refocus]);
  if (!weighing) return children;
  return (
    <>
      {[weigh, weighKey].map((m, i) => (m.error ? <ErrorNotice key={i} error={m.error} compact /> : null))}
      <WeighCard
        key={entry.seq}
        entry={entry}
        onWeigh={(grams) => weigh.mutate(grams)}
        onKey={(key) => weighKey.mutate(key, { onSettled: refocus })}
        onScan={onScan}
      />
    </>
  );
}
