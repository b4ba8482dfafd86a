import { useId, type ReactNode } from 'react';
import { Button } from './button.tsx';
import './result-page.css';

export interface ResultPageProps {
  phase: 'loading' | 'success' | 'error';
  heading: string;
  /** What happened, under the heading: announced politely on success, assertively on failure. */
  detail?: ReactNode;
  closeLabel: string;
  /**
   * Closes the window a script opened (a sign-in popup); a window the person opened cannot close
   * itself, so it goes to `fallbackPath` instead.
   */
  fallbackPath: string;
}

/** A page that finishes something begun elsewhere (an OAuth callback): progress, then the outcome. */
export function ResultPage({ phase, heading, detail, closeLabel, fallbackPath }: ResultPageProps) {
  const headingID = useId();
  const close = (): void => {
    window.close();
    setTimeout(() => {
      if (!window.closed) window.location.assign(fallbackPath);
    }, 100);
  };
  return (
    <main className="result-page" aria-labelledby={headingID}>
      <h1 id={headingID} {...(phase === 'loading' ? { role: 'status' } : {})}>
        {heading}
      </h1>
      {detail === undefined ? null : <p role={phase === 'error' ? 'alert' : 'status'}>{detail}</p>}
      {phase === 'loading' ? null : (
        <Button variant="primary" onClick={close}>
          {closeLabel}
        </Button>
      )}
    </main>
  );
}
