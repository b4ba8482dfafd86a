import { useId } from 'react';
import { useIntl } from 'react-intl';
import { formatHashRoute } from '../../routing/hash-route.ts';
import { settingsGroupLabels, type SettingsGroupPages } from './settings-groups.ts';

export interface SettingsNavigationProps {
  groups: readonly SettingsGroupPages[];
  currentID: string | undefined;
}

/** The left navigation: one real link per page, so pages open in a new tab and can be shared. */
export function SettingsNavigation({ groups, currentID }: SettingsNavigationProps) {
  const intl = useIntl();
  const baseID = useId();
  return (
    <nav
      className="settings-nav"
      aria-label={intl.formatMessage({ id: 'settings.nav.label', defaultMessage: 'Settings' })}
    >
      {groups.map(({ group, sections }) => (
        <div key={group} className="settings-nav__group">
          <p id={`${baseID}-${group}`} className="settings-nav__group-label">
            {intl.formatMessage(settingsGroupLabels[group])}
          </p>
          <ul aria-labelledby={`${baseID}-${group}`}>
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  className="settings-nav__link"
                  href={formatHashRoute({ tab: 'settings', settingsSectionID: section.id })}
                  aria-current={section.id === currentID ? 'page' : undefined}
                >
                  {intl.formatMessage(section.title)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
