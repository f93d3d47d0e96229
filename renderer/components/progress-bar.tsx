import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ProgressBarProps {
  done: number;
  total: number;
  /** What is being counted, e.g. t('recycled') → "40 / 150 recycled". */
  label?: ReactNode;
  /** Calls waiting for the gateway's 10 calls/s: shown as the reason the work queues. */
  queued?: number;
}

/** Progress as a bar and as counts a seller reads at arm's length. */
export function ProgressBar({ done, total, label, queued = 0 }: ProgressBarProps) {
  const { t } = useTranslation('common');
  const pct = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
  const text = `${done} / ${total}`;
  return (
    <div className="progress">
      <div
        className="progress-track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        aria-label={typeof label === 'string' ? label : t('progress.label')}
      >
        <div className="progress-fill" style={{ width: `${pct}%` }} />
      </div>
      <div className="progress-text" aria-live="polite">
        {text} {label}
      </div>
      {queued > 0 && <div className="muted">{t('progress.queued', { count: queued })}</div>}
    </div>
  );
}
