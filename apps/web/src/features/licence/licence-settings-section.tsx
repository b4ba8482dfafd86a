import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useHostConfig } from '../../host/host-config.tsx';
import { LicenceKeyPanel } from './licence-key-panel.tsx';
import { licenceMessages as messages } from './licence-messages.ts';

/** Settings → Licence key (spec §2 Data group), at `#settings/licence`; listed only where licences are sold. */
export function LicenceSettingsSection() {
  const intl = useIntl();
  const headingID = useId();
  const publicKey = useHostConfig().licensing?.publicKey;
  return (
    <section className="settings-section" aria-labelledby={headingID}>
      <h2 id={headingID}>{intl.formatMessage(messages.title)}</h2>
      {publicKey === undefined ? null : <LicenceKeyPanel publicKey={publicKey} />}
    </section>
  );
}
