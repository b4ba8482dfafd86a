import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { settingsGroupLabels, type SettingsGroupPages } from './settings-groups.ts';
import { SettingsPageBody } from './settings-page.tsx';
import type { SettingsSectionDefinition } from './settings-sections.tsx';

export interface SettingsAccordionProps {
  groups: readonly SettingsGroupPages[];
  openID: string | undefined;
  onOpen: (sectionID: string) => void;
}

/**
 * Under 768 px: every page is a heading button, one open at a time. Opening one moves the hash to
 * its page (so back/forward and links behave as on wide screens); closing the open one only folds
 * it, as no address means "none open".
 */
export function SettingsAccordion({ groups, openID, onOpen }: SettingsAccordionProps) {
  const intl = useIntl();
  const [foldedID, setFoldedID] = useState<string | undefined>(undefined);
  return (
    <div className="settings-accordion">
      {groups.map(({ group, sections }) => (
        <div key={group} className="settings-accordion__group">
          <p className="settings-accordion__group-label">{intl.formatMessage(settingsGroupLabels[group])}</p>
          {sections.map((section) => (
            <AccordionItem
              key={section.id}
              section={section}
              open={section.id === openID && foldedID !== section.id}
              onToggle={(open) => {
                if (!open) {
                  setFoldedID(section.id);
                  return;
                }
                setFoldedID(undefined);
                onOpen(section.id);
              }}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

function AccordionItem(props: {
  section: SettingsSectionDefinition;
  open: boolean;
  onToggle: (open: boolean) => void;
}) {
  const intl = useIntl();
  const panelID = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { section, open } = props;
  // A link to a page low in the list, or a page opened above a long one that folds, stays in view.
  useEffect(() => {
    if (open) buttonRef.current?.scrollIntoView({ block: 'nearest' });
  }, [open]);
  const { Component } = section;
  return (
    <div className="settings-accordion__item" data-settings-section={section.id}>
      <h2 className="settings-accordion__heading">
        <button
          ref={buttonRef}
          type="button"
          className="settings-accordion__button"
          aria-expanded={open}
          aria-controls={panelID}
          onClick={() => {
            props.onToggle(!open);
          }}
        >
          {intl.formatMessage(section.title)}
        </button>
      </h2>
      {/* Only the open page is mounted: closed ones would load their code and data for nothing. */}
      <div id={panelID} className="settings-accordion__panel" hidden={!open}>
        {open ? (
          <SettingsPageBody sectionID={section.id}>
            <Component />
          </SettingsPageBody>
        ) : null}
      </div>
    </div>
  );
}
