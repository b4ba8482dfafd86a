import { useIntl } from 'react-intl';
import { useHostConfig } from '../../host/host-config.tsx';
import { useHashRoute } from '../../routing/use-hash-route.ts';
import { currentSettingsSection, groupSettingsSections } from './settings-groups.ts';
import { SettingsAccordion } from './settings-accordion.tsx';
import { SettingsNavigation } from './settings-navigation.tsx';
import { SettingsPage } from './settings-page.tsx';
import { settingsSections, type SettingsSectionDefinition } from './settings-sections.tsx';
import { useNarrowScreen } from './use-narrow-screen.ts';
import './settings-screen.css';

/**
 * Settings: a navigation in the spec's three groups beside the open page (`#settings/{id}`), and
 * under 768 px the same pages as an accordion. The page is read from the hash here, so a link, a
 * reload and back/forward all land on the same page.
 */
export function SettingsScreen() {
  return <SettingsLayout sections={settingsSections} />;
}

export function SettingsLayout({ sections }: { sections: readonly SettingsSectionDefinition[] }) {
  const intl = useIntl();
  const hostConfig = useHostConfig();
  const [route, navigate] = useHashRoute();
  const narrow = useNarrowScreen();
  const groups = groupSettingsSections(sections, hostConfig);
  const current = currentSettingsSection(groups, route.settingsSectionID);
  const title = intl.formatMessage({ id: 'settings.title', defaultMessage: 'Settings' });

  if (narrow) {
    return (
      <div className="settings-screen settings-screen--narrow">
        <h1>{title}</h1>
        <SettingsAccordion
          groups={groups}
          openID={current?.id}
          onOpen={(sectionID) => {
            navigate({ tab: 'settings', settingsSectionID: sectionID });
          }}
        />
      </div>
    );
  }
  return (
    <div className="settings-screen settings-screen--wide">
      <div className="settings-screen__aside">
        <h1>{title}</h1>
        <SettingsNavigation groups={groups} currentID={current?.id} />
      </div>
      {current ? <SettingsPage key={current.id} section={current} /> : null}
    </div>
  );
}
