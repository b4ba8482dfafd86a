import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { renderErrorMessages } from '../render-error-messages.ts';
import {
  applyServiceWorkerUpdate,
  serviceWorkerUpdateReady,
  subscribeServiceWorkerUpdate,
} from './service-worker-update.ts';
import './update-prompt.css';

/**
 * Shown when a new build waits in the service worker: the page runs the old code until it reloads,
 * so it says so instead of serving stale code until every tab happens to close.
 */
export function ServiceWorkerUpdatePrompt() {
  const intl = useIntl();
  const ready = useSyncExternalStore(subscribeServiceWorkerUpdate, serviceWorkerUpdateReady);
  if (!ready) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{intl.formatMessage(renderErrorMessages.updateReady)}</span>
      <Button
        variant="primary"
        onClick={() => {
          applyServiceWorkerUpdate();
        }}
      >
        {intl.formatMessage(renderErrorMessages.reload)}
      </Button>
    </div>
  );
}
