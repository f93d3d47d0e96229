import { useTranslation } from 'react-i18next';
import type { SenderProfile } from '../../../shared/ipc/channels/settings';

/** One saved sender: the default's radio, its summary, edit and remove. */
export function SenderItem({
  sender: s,
  isDefault,
  busy,
  onDefault,
  onEdit,
  onRemove,
}: {
  sender: SenderProfile;
  isDefault: boolean;
  busy: boolean;
  onDefault: () => void;
  onEdit: (sender: SenderProfile) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <li className="sender-item">
      <label className="check" title={t('senders.default')}>
        <input
          type="radio"
          name="default-sender"
          checked={isDefault}
          onChange={onDefault}
          aria-label={t('senders.makeDefault', { label: s.label })}
        />
      </label>
      <div className="sender-summary">
        <strong>{s.label}</strong>
        {isDefault && <span className="badge badge-info">{t('senders.default')}</span>}
        <div>
          {s.name} · {s.mobile || s.phone}
        </div>
        <div className="muted">
          {[s.address.province, s.address.city, s.address.district, s.address.town, s.address.detail]
            .filter(Boolean)
            .join(' ')}
        </div>
      </div>
      <button
        type="button"
        className="btn"
        onClick={() => onEdit(s)}
        aria-label={t('senders.editOne', { label: s.label })}
      >
        {t('senders.edit')}
      </button>
      <button
        type="button"
        className="btn"
        onClick={() => onRemove(s.id)}
        aria-label={t('senders.removeOne', { label: s.label })}
        disabled={busy}
      >
        {t('senders.remove')}
      </button>
    </li>
  );
}
