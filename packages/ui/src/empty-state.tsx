import type { ReactNode } from 'react';
import './empty-state.css';

export interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ title, children, icon }: EmptyStateProps) {
  return (
    <section className="ui-empty-state" aria-label={title}>
      {icon ? <div className="ui-empty-state__icon">{icon}</div> : null}
      <h2 className="ui-empty-state__title">{title}</h2>
      {children ? <div className="ui-empty-state__body">{children}</div> : null}
    </section>
  );
}
