import { useId } from 'react';
import { useIntl } from 'react-intl';
import { providerStyles } from '@confab/core/providers';
import { KeyVaultPanel } from '../key-vault/on-demand.ts';
import { profileKeyOf, useCurrentProfileForKeys } from '../profiles/index.ts';
import { ProviderKeyForm } from './provider-key-form.tsx';
import './settings-sections.css';

export function ApiKeysSection() {
  const intl = useIntl();
  const headingID = useId();
  // The current profile's own key for a provider wins over the one saved here: the forms say so.
  const { profile } = useCurrentProfileForKeys();
  return (
    <section className="settings-section" aria-labelledby={headingID}>
      <h2 id={headingID}>
        {intl.formatMessage({ id: 'settings.apiKeys.title', defaultMessage: 'API keys' })}
      </h2>
      <p className="settings-section__hint">
        {intl.formatMessage({
          id: 'settings.apiKeys.hint',
          defaultMessage:
            'Keys stay in this browser; only keys locked with your password can sync to your other devices. Each key is tested with a short request to its provider before it is saved.',
        })}
      </p>
      <KeyVaultPanel />
      {providerStyles.map((provider) => (
        <ProviderKeyForm
          key={provider.style}
          provider={provider}
          profileKeyExists={profileKeyOf(profile, provider.style) !== undefined}
        />
      ))}
    </section>
  );
}
