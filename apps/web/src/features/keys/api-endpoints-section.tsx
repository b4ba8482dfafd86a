import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useCrashTest } from '../render-errors/index.ts';
import { EndpointsForm } from './endpoints-form.tsx';
import { useEndpointSettings } from './use-endpoint-setting.ts';
import './settings-sections.css';

export function ApiEndpointsSection() {
  const intl = useIntl();
  const headingID = useId();
  const settings = useEndpointSettings();
  // Spec §2: more than 10 clicks on the hint open the hidden crash-test screen.
  const crashTest = useCrashTest();
  return (
    <section className="settings-section" aria-labelledby={headingID}>
      <h2 id={headingID}>
        {intl.formatMessage({ id: 'settings.apiEndpoints.title', defaultMessage: 'API endpoints' })}
      </h2>
      <p className="settings-section__hint" onClick={crashTest.countClick}>
        {intl.formatMessage({
          id: 'settings.apiEndpoints.hint',
          defaultMessage:
            'Point a provider at a proxy or a compatible server. Leave a field empty to use the default shown in it.',
        })}
      </p>
      {/* The form copies the stored values into its drafts once, so it mounts only after they are read. */}
      {settings.loaded ? <EndpointsForm settings={settings} /> : null}
      {crashTest.element}
    </section>
  );
}
