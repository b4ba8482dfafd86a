import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { readKnowledgePortal, type FetchImplementation } from './knowledge-client.ts';
import { knowledgePortalMessages as messages } from './knowledge-portal-messages.ts';

type PortalState =
  | { status: 'loading' }
  | { status: 'ready'; url: string; userMessage?: string }
  | { status: 'failed'; userMessage?: string };

/**
 * The portal page in a frame. The page is the server's, drawn without script; the sandbox (no
 * allow-same-origin, no scripts) keeps it away from the app's storage whatever it shows, and lets its
 * one link open the app's Files tab in the top window when clicked. Its address expires within
 * minutes, so "Refresh" asks for a new one rather than reloading the old.
 */
export function PortalFrame({
  token,
  fetchImplementation,
}: {
  token: string;
  fetchImplementation?: FetchImplementation;
}) {
  const intl = useIntl();
  const [state, setState] = useState<PortalState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    readKnowledgePortal(token, fetchImplementation).then(
      (answer) => {
        if (current) setState({ status: 'ready', ...answer });
      },
      (error: unknown) => {
        console.warn('Confab: the knowledge base portal could not be opened.', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [token, fetchImplementation, attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  if (state.status === 'loading') {
    return (
      <p role="status" className="knowledge-portal__hint">
        {intl.formatMessage(messages.loading)}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="knowledge-portal__failed">
        <p role="alert">{intl.formatMessage(messages.failed)}</p>
        <Button onClick={reload}>{intl.formatMessage(messages.retry)}</Button>
      </div>
    );
  }
  return (
    <>
      {state.userMessage ? <p className="knowledge-portal__hint">{state.userMessage}</p> : null}
      <iframe
        className="knowledge-portal__frame"
        title={intl.formatMessage(messages.title)}
        src={state.url}
        sandbox="allow-top-navigation-by-user-activation"
        referrerPolicy="no-referrer"
      />
      <div className="knowledge-portal__actions">
        <Button onClick={reload}>{intl.formatMessage(messages.refresh)}</Button>
      </div>
    </>
  );
}
