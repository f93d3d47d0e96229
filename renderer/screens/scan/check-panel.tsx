import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handLineOf, type CheckLine, type OpenCheck } from '../../../shared/scan/pack-check';
import { checkLookOf } from './check-words';
import { goodsPictureSrc } from '../../../shared/orders/goods-picture-src';
import { CheckPrompt } from './check-prompt';

/** The goods' picture, or a plain tile when there is none or it does not load (offline, a dead link). */
function GoodsImage({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) return <div className="check-line-image" aria-hidden="true" />;
  return (
    <img className="check-line-image" src={goodsPictureSrc(src)} alt="" onError={() => setBroken(true)} />
  );
}

function CheckRow({ line }: { line: CheckLine }) {
  const { t } = useTranslation('scan');
  const done = line.scanned + line.byHand;
  return (
    <li className={`check-line${done >= line.need ? ' check-line-done' : ''}`} data-testid="check-line">
      <GoodsImage src={line.image} />
      <div className="check-line-goods">
        <div className="check-line-name">{line.name}</div>
        {line.spec ? <div className="check-line-spec">{line.spec}</div> : null}
        {line.barcodes.length === 0 ? <div className="check-line-hint">{t('check.noBarcode')}</div> : null}
        {line.byHand > 0 ? (
          <div className="check-line-hint">{t('check.byHand', { count: line.byHand })}</div>
        ) : null}
      </div>
      <div
        className="check-line-count"
        data-testid="check-count"
        aria-label={t('check.need', { need: line.need })}
      >
        {t('check.progress', { done, need: line.need })}
      </div>
    </li>
  );
}

/** The open pack check, large: each goods with its count to pack, the last step's word, and its question. */
export function CheckPanel({
  check,
  onAnswer,
}: {
  check: OpenCheck;
  onAnswer: (answer: 'yes' | 'no' | 'hand') => void;
}) {
  const { t } = useTranslation('scan');
  const look = checkLookOf(check);
  const orders =
    check.orderSns.length > 1
      ? t('check.orders', { count: check.orderSns.length })
      : (check.orderSns[0] ?? '');
  return (
    <div
      className={`scan-card check-panel scan-card-${look}`}
      role="status"
      aria-live="assertive"
      data-testid="check-panel"
      data-look={look}
    >
      <div className="scan-card-main">
        <div className="check-title">{t('check.title', { orders })}</div>
        <div className="scan-card-word" data-testid="check-note">
          {t(`check.note.${check.note}`, { code: check.noteCode })}
        </div>
        {look === 'bad' && check.noteCode ? (
          <div className="scan-card-scanned">
            {t('card.scanned')} <span className="scan-code">{check.noteCode}</span>
          </div>
        ) : null}
        <ul className="check-lines">
          {check.lines.map((l) => (
            <CheckRow key={`${l.name}\u001f${l.spec}`} line={l} />
          ))}
        </ul>
        {check.prompt ? (
          <CheckPrompt prompt={check.prompt} lines={check.lines} onAnswer={onAnswer} />
        ) : handLineOf(check) >= 0 ? (
          <button type="button" className="btn" onClick={() => onAnswer('hand')} data-testid="check-hand">
            {t('check.handButton')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
