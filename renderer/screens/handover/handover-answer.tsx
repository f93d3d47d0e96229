import { useTranslation } from 'react-i18next';
import type { HandoverVerdict } from '../../../shared/ipc/channels/handover';
import { answerOf } from './handover-words';

const ICON = { ok: '✓', ask: '?', bad: '✕' } as const;

/** The last scan's answer, big, in the station's colours; an amber "count it?" with its two buttons. */
export function HandoverAnswerCard({
  verdict,
  onConfirm,
}: {
  verdict: HandoverVerdict | null;
  onConfirm: (yes: boolean) => void;
}) {
  const { t } = useTranslation('handover');
  if (!verdict)
    return (
      <div className="scan-card scan-card-idle" data-testid="handover-answer" data-kind="idle">
        {t('idle')}
      </div>
    );
  const a = answerOf(t, verdict);
  return (
    <div
      className={`scan-card scan-card-${a.look}`}
      data-testid="handover-answer"
      data-kind={verdict.kind}
      role="status"
      aria-live="assertive"
    >
      <div className="scan-card-icon" aria-hidden="true">
        {ICON[a.look]}
      </div>
      <div className="scan-card-main">
        <div className="scan-card-word">{a.word}</div>
        <div className="scan-card-waybill">{a.code}</div>
        {a.hint ? <div className="scan-card-hint">{a.hint}</div> : null}
        {verdict.kind === 'confirm' ? (
          <div className="scan-card-actions">
            <button type="button" className="btn btn-primary" onClick={() => onConfirm(true)}>
              {t('verdict.yes')}
            </button>
            <button type="button" className="btn" onClick={() => onConfirm(false)}>
              {t('verdict.no')}
            </button>
            <span className="scan-card-hint">{t('verdict.confirmKeys')}</span>
          </div>
        ) : null}
      </div>
    </div>
  );
}
