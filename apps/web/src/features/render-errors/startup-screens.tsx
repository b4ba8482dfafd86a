import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import type { StartupProblem } from './startup-checks.ts';
import { startupMessages as messages } from './startup-messages.ts';
import './render-errors.css';

function httpsAddress(): string | null {
  if (window.location.protocol !== 'http:') return null;
  const url = new URL(window.location.href);
  url.protocol = 'https:';
  return url.href;
}

/** Opens this address outside the frame; `popup` asks for a small window of its own. */
function openOutside(kind: 'popup' | 'tab'): void {
  const features = kind === 'popup' ? 'popup,width=1000,height=800' : '';
  window.open(window.location.href, '_blank', features === '' ? 'noopener' : `${features},noopener`);
}

/** The HTTPS-required and third-party-cookies-blocked screens, shown instead of the app. */
export function StartupProblemScreen({ problem }: { problem: StartupProblem }) {
  const intl = useIntl();
  const https = problem === 'https-required' ? httpsAddress() : null;
  return (
    <main className="startup-screen" aria-labelledby="startup-screen-title">
      <h1 id="startup-screen-title">
        {intl.formatMessage(problem === 'https-required' ? messages.httpsTitle : messages.cookiesTitle)}
      </h1>
      <p className="startup-screen__body">
        {intl.formatMessage(problem === 'https-required' ? messages.httpsBody : messages.cookiesBody)}
      </p>
      <div className="startup-screen__actions">
        {problem === 'cookies-blocked' ? (
          <>
            <Button
              variant="primary"
              onClick={() => {
                openOutside('popup');
              }}
            >
              {intl.formatMessage(messages.openPopup)}
            </Button>
            <Button
              onClick={() => {
                openOutside('tab');
              }}
            >
              {intl.formatMessage(messages.openTab)}
            </Button>
          </>
        ) : null}
        {https !== null ? (
          <a className="startup-screen__link" href={https}>
            {intl.formatMessage(messages.openHttps)}
          </a>
        ) : null}
      </div>
    </main>
  );
}
