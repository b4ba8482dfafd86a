import { useIntl } from 'react-intl';
import { useHostConfig } from '../../host/host-config.tsx';
import { settingsSections } from './settings-sections.tsx';
import './settings-screen.css';

export function SettingsScreen() {
  const intl = useIntl();
  const hostConfig = useHostConfig();
  return (
    <div className="settings-screen">
      <h1>{intl.formatMessage({ id: 'settings.title', defaultMessage: 'Settings' })}</h1>
      <div className="settings-screen__sections">
        {settingsSections
          .filter((section) => section.shown?.(hostConfig) ?? true)
          .map(({ id, Component }) => (
            <Component key={id} />
          ))}
      </div>
    </div>
  );
}
