import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

interface EmptyStateProps {
  title: ReactNode;
  hint?: ReactNode;
  icon?: IconName;
  action?: ReactNode;
}

/** Nothing to show: say why and what to do next. */
export function EmptyState({ title, hint, icon = 'inbox', action }: EmptyStateProps) {
  return (
    <div className="empty-state" role="status">
      <div className="empty-state-icon">
        <Icon name={icon} size={40} />
      </div>
      <div className="empty-state-title">{title}</div>
      {hint && <p>{hint}</p>}
      {action}
    </div>
  );
}
