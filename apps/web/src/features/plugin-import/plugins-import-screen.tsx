import { defineMessages, useIntl } from 'react-intl';
import { useInstalledPlugins } from '../tools/index.ts';
import { ImportPluginButton } from './import-plugin-button.tsx';
import './plugins-import-screen.css';

const messages = defineMessages({
  heading: { id: 'pluginImport.screen.heading', defaultMessage: 'Plugins' },
  intro: {
    id: 'pluginImport.screen.intro',
    defaultMessage: 'Import a plugin from a JSON file, a shared plugin link or a source-code repository.',
  },
  installedHeading: { id: 'pluginImport.screen.installed', defaultMessage: 'Installed plugins' },
  none: { id: 'pluginImport.screen.none', defaultMessage: 'No plugins installed.' },
  on: { id: 'pluginImport.screen.on', defaultMessage: 'on' },
  off: { id: 'pluginImport.screen.off', defaultMessage: 'off' },
});

/**
 * The Plugins tab until the full Plugins screen exists: the Import plugin button and the installed
 * plugins by title, read-only. The full screen replaces this and mounts `ImportPluginButton` itself.
 */
export function PluginsImportScreen() {
  const intl = useIntl();
  const plugins = useInstalledPlugins();
  return (
    <div className="plugins-import-screen">
      <header className="plugins-import-screen__header">
        <div>
          <h1>{intl.formatMessage(messages.heading)}</h1>
          <p className="plugins-import-screen__intro">{intl.formatMessage(messages.intro)}</p>
        </div>
        <ImportPluginButton />
      </header>
      <section aria-labelledby="plugins-import-installed">
        <h2 id="plugins-import-installed">{intl.formatMessage(messages.installedHeading)}</h2>
        {plugins.length === 0 ? (
          <p className="plugins-import-screen__intro">{intl.formatMessage(messages.none)}</p>
        ) : (
          <ul aria-labelledby="plugins-import-installed">
            {plugins.map((plugin) => (
              <li key={plugin.id}>
                {plugin.emoji ? `${plugin.emoji} ` : ''}
                {plugin.title} ({intl.formatMessage(plugin.enabled ? messages.on : messages.off)})
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
