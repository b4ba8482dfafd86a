import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useHostConfig } from '../../host/host-config.tsx';
import { offeredLanguages } from '../../i18n/locales.ts';
import { useUILanguage } from '../../i18n/ui-language.tsx';
import { workspaceMenuMessages } from './workspace-menu-messages.ts';

/**
 * The language picker: each language named in itself and marked with its `lang`, so a screen
 * reader says "Deutsch" in German. The switch happens in place; nothing reloads.
 */
export function LanguagePicker() {
  const intl = useIntl();
  const selectID = useId();
  const { locale, chooseLocale } = useUILanguage();
  const languages = offeredLanguages(useHostConfig().enabledLanguages);
  return (
    <div className="workspace-menu__language">
      <label htmlFor={selectID}>{intl.formatMessage(workspaceMenuMessages.language)}</label>
      <select
        id={selectID}
        value={locale}
        onChange={(event) => {
          void chooseLocale(event.target.value);
        }}
      >
        {languages.map((language) => (
          <option key={language.locale} value={language.locale} lang={language.locale}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
