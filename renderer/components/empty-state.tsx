import type { ReactNode } from 'react';
import { Icon, isIconName, type IconName } from './icon';

interface EmptyStateProps {
  title: ReactNode;
  hint?: ReactNode;
  /** An icon name, or a short text symbol. */
  icon?: IconName | (string & {});
  action?: ReactNode;
}

/** Nothing to show: say why and what to do next. */
export function EmptyState({ title, hint, icon = 'inbox', action }: EmptyStateProps) {
  return (
    <div className="empty-state" role="status">
      <div className="empty-state-icon">
        {isIconName(icon) ? <Icon name={icon} size={40} /> : <span aria-hidden="true">{icon}</span>}
      </div>
      <div className="empty-state-title">{title}</div>
      {hint && <p>{hint}</p>}
      {action}
    </div>
  );
}
