import { useId } from 'react';
import { useIntl } from 'react-intl';
import { setOwn } from '@confab/core';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import { defaultImageModel } from './image-generation-settings.ts';
import { noUserPluginSettings, userPluginSettingsSchema } from './plugin-settings.ts';
import { imageToolSettingsID } from './use-web-tools-environment.ts';
import { webToolSettingsMessages as messages } from './web-tool-settings-messages.ts';

/** The images model, kept among plugin settings (`userPluginSettings.generate_image.model`), so it syncs and exports with them. */
export function ImageModelField() {
  const intl = useIntl();
  const settings = useSetting(settingKeys.userPluginSettings, userPluginSettingsSchema, noUserPluginSettings);
  const inputID = useId();
  const hintID = useId();
  const headingID = useId();
  const own = new Map(Object.entries(settings.value)).get(imageToolSettingsID) ?? {};
  const model = new Map(Object.entries(own)).get('model');
  return (
    <div className="web-tool-settings" role="group" aria-labelledby={headingID}>
      <h3 id={headingID}>{intl.formatMessage(messages.imageTitle)}</h3>
      <div className="settings-field settings-field--stacked">
        <label htmlFor={inputID}>{intl.formatMessage(messages.imageModel)}</label>
        <input
          id={inputID}
          value={typeof model === 'string' ? model : ''}
          placeholder={defaultImageModel}
          aria-describedby={hintID}
          spellCheck={false}
          onChange={(event) => {
            const next = { ...settings.value };
            setOwn(next, imageToolSettingsID, { ...own, model: event.target.value.trim() });
            void settings.save(next);
          }}
        />
        <p id={hintID} className="web-tool-settings__hint">
          {intl.formatMessage(messages.imageHint)}
        </p>
      </div>
    </div>
  );
}
