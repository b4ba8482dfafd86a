import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useHostConfig } from '../../host/host-config.tsx';
import { SwitchField } from './switch-field.tsx';
import { contentWidths, fontSizes, themes, type ContentWidth, type FontSize } from './appearance.ts';
import { appearanceMessages, contentWidthLabels, fontSizeLabels, themeLabels } from './appearance-labels.ts';
import { SidebarColourField } from './sidebar-colour-field.tsx';
import { useAppearance } from './use-appearance.ts';
import './appearance-section.css';

/** Settings → Appearance: theme, sidebar colour, compact sidebar lines, font size, content width. */
export function AppearanceSection() {
  const intl = useIntl();
  const [appearance, updateAppearance] = useAppearance();
  const hostConfig = useHostConfig();
  const fontSizeID = useId();
  const contentWidthID = useId();
  const headingID = useId();

  return (
    <section className="settings-section" aria-labelledby={headingID}>
      <h2 id={headingID}>{intl.formatMessage(appearanceMessages.title)}</h2>
      <fieldset className="settings-field">
        <legend>{intl.formatMessage(appearanceMessages.theme)}</legend>
        <div className="settings-segmented">
          {themes.map((theme) => (
            <label key={theme}>
              <input
                type="radio"
                name="theme"
                value={theme}
                checked={appearance.theme === theme}
                onChange={() => {
                  updateAppearance({ theme });
                }}
              />
              <span>{intl.formatMessage(themeLabels[theme])}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {/* Spec §6: a managed host sets the sidebar colour (sidebarColorHue); members do not change it. */}
      {hostConfig.managed ? null : <SidebarColourField />}
      <SwitchField
        label={intl.formatMessage(appearanceMessages.compactSidebar)}
        hint={intl.formatMessage(appearanceMessages.compactSidebarHint)}
        checked={appearance.compactSidebar}
        onChange={(compactSidebar) => {
          updateAppearance({ compactSidebar });
        }}
      />
      <div className="settings-field">
        <label htmlFor={fontSizeID}>{intl.formatMessage(appearanceMessages.fontSize)}</label>
        <select
          id={fontSizeID}
          value={appearance.fontSize}
          onChange={(event) => {
            const fontSize = fontSizes.find((option) => option === event.target.value);
            if (fontSize) updateAppearance({ fontSize: fontSize satisfies FontSize });
          }}
        >
          {fontSizes.map((fontSize) => (
            <option key={fontSize} value={fontSize}>
              {intl.formatMessage(fontSizeLabels[fontSize])}
            </option>
          ))}
        </select>
      </div>
      <div className="settings-field">
        <label htmlFor={contentWidthID}>{intl.formatMessage(appearanceMessages.contentWidth)}</label>
        <select
          id={contentWidthID}
          value={appearance.contentWidth}
          onChange={(event) => {
            const contentWidth = contentWidths.find((option) => String(option) === event.target.value);
            if (contentWidth !== undefined)
              updateAppearance({ contentWidth: contentWidth satisfies ContentWidth });
          }}
        >
          {contentWidths.map((contentWidth) => (
            <option key={contentWidth} value={contentWidth}>
              {intl.formatMessage(contentWidthLabels[contentWidth])}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
