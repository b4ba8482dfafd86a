import { useId } from 'react';
import { useIntl } from 'react-intl';
import { contentWidths, fontSizes, themes, type ContentWidth, type FontSize } from './appearance.ts';
import { contentWidthLabels, fontSizeLabels, themeLabels } from './appearance-labels.ts';
import { useAppearance } from './use-appearance.ts';

export function AppearanceSection() {
  const intl = useIntl();
  const [appearance, updateAppearance] = useAppearance();
  const fontSizeID = useId();
  const contentWidthID = useId();
  const headingID = useId();

  return (
    <section className="settings-section" aria-labelledby={headingID}>
      <h2 id={headingID}>
        {intl.formatMessage({ id: 'settings.appearance.title', defaultMessage: 'Appearance' })}
      </h2>
      <fieldset className="settings-field">
        <legend>{intl.formatMessage({ id: 'settings.appearance.theme', defaultMessage: 'Theme' })}</legend>
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
      <div className="settings-field">
        <label htmlFor={fontSizeID}>
          {intl.formatMessage({ id: 'settings.appearance.fontSize', defaultMessage: 'Font size' })}
        </label>
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
        <label htmlFor={contentWidthID}>
          {intl.formatMessage({ id: 'settings.appearance.contentWidth', defaultMessage: 'Content width' })}
        </label>
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
