import type { ReactNode } from 'react';
import './failure-notice.css';

export interface FailureNoticeProps {
  title: string;
  /** What is still there (the message's text) or what the person can do. */
  children?: ReactNode;
  /** A button to retry or close. */
  action?: ReactNode;
  /** `alert` for a screen or dialog that failed (announced); `note` for one failed item among many. */
  role?: 'alert' | 'note';
}

/** The readable stand-in for a part of the page that failed to render. */
export function FailureNotice({ title, children, action, role = 'alert' }: FailureNoticeProps) {
  return (
    <div className="ui-failure-notice" role={role}>
      <p className="ui-failure-notice__title">{title}</p>
      {children}
      {action ? <div className="ui-failure-notice__action">{action}</div> : null}
    </div>
  );
}
