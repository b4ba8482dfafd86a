import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ScreenErrorBoundary } from '../render-errors/index.ts';
import type { SettingsSectionDefinition } from './settings-sections.tsx';

/**
 * One settings page: its title from the list entry, then the section's own content. A section
 * still renders its own `<h2>` (it names the section's region); the page's CSS hides that copy so
 * the title shows once. A page that fails leaves the navigation and the other pages working.
 */
export function SettingsPage({ section }: { section: SettingsSectionDefinition }) {
  const intl = useIntl();
  const headingID = useId();
  const { Component } = section;
  return (
    <div className="settings-page" data-settings-section={section.id}>
      <h2 id={headingID} className="settings-page__title">
        {intl.formatMessage(section.title)}
      </h2>
      <SettingsPageBody sectionID={section.id}>
        <Component />
      </SettingsPageBody>
    </div>
  );
}

export function SettingsPageBody({ sectionID, children }: { sectionID: string; children: ReactNode }) {
  return (
    <div className="settings-page__body">
      <ScreenErrorBoundary resetKeys={[sectionID]}>{children}</ScreenErrorBoundary>
    </div>
  );
}
