import { useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { isSecretPluginSetting, type Plugin, type PluginUserSetting } from '@confab/core';
import { Button, FormField, formFieldClassNames } from '@confab/ui';
import { openKeyVaultDialog } from '../key-vault/index.ts';
import type { PluginSettingValues, StoredPluginSecret } from '../tools/index.ts';
import { pluginMessages } from './plugin-messages.ts';
import type { SettingValue } from './use-plugin-actions.ts';

export interface PluginSettingsFormProps {
  plugin: Plugin;
  /** The saved values, secrets opened. */
  values: PluginSettingValues;
  secrets: ReadonlyMap<string, StoredPluginSecret>;
  onSave: (values: ReadonlyMap<string, SettingValue | undefined>) => Promise<void>;
}

const inputTypes = new Map([
  ['password', 'password'],
  ['email', 'email'],
  ['number', 'number'],
]);

function initialText(setting: PluginUserSetting, values: PluginSettingValues): string {
  const value = values.get(setting.name);
  return value === undefined ? '' : String(value);
}

/** A setting's value as stored: numbers as numbers, an empty field as nothing; null when not a number. */
function storedValue(setting: PluginUserSetting, text: string): SettingValue | undefined | null {
  if (text.trim() === '') return undefined;
  if (setting.type !== 'number') return text;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/** Settings: a form built from the plugin's `userSettings` (interop-formats §6). */
export function PluginSettingsForm({ plugin, values, secrets, onSave }: PluginSettingsFormProps) {
  const intl = useIntl();
  const settings = plugin.userSettings ?? [];
  const [texts, setTexts] = useState(
    () => new Map(settings.map((setting) => [setting.name, initialText(setting, values)])),
  );
  const [errors, setErrors] = useState(new Map<string, string>());
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const lockedNames = new Set(
    settings.filter((setting) => secrets.get(setting.name)?.locked === true).map((setting) => setting.name),
  );

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new Map<string, SettingValue | undefined>();
    const found = new Map<string, string>();
    for (const setting of settings) {
      // A secret still locked in this tab is left as stored.
      if (lockedNames.has(setting.name)) continue;
      const value = storedValue(setting, texts.get(setting.name) ?? '');
      if (value === null) found.set(setting.name, intl.formatMessage(pluginMessages.settingsNotNumber));
      else next.set(setting.name, value);
    }
    setErrors(found);
    if (found.size > 0) return;
    setSaving(true);
    setSaved(false);
    void onSave(next)
      .then(() => {
        setSaved(true);
      })
      .finally(() => {
        setSaving(false);
      });
  };

  return (
    <form className={`${formFieldClassNames.form} plugin-settings-form`} onSubmit={submit} noValidate>
      {settings.map((setting) => {
        const locked = lockedNames.has(setting.name);
        const secret = isSecretPluginSetting(setting);
        const label = `${setting.label ?? setting.name}${setting.required === true ? ' *' : ''}`;
        const hints = [
          setting.description,
          locked ? intl.formatMessage(pluginMessages.settingsLocked) : undefined,
          secret && !locked ? intl.formatMessage(pluginMessages.settingsSecretHint) : undefined,
        ].filter((hint) => hint !== undefined && hint !== '');
        const text = texts.get(setting.name) ?? '';
        const change = (value: string) => {
          setSaved(false);
          setTexts((current) => new Map(current).set(setting.name, value));
        };
        return (
          <FormField
            key={setting.name}
            label={label}
            hint={hints.length > 0 ? hints.join(' ') : undefined}
            error={errors.get(setting.name)}
          >
            {(control) =>
              setting.type === 'enum' ? (
                <select
                  {...control}
                  value={text}
                  required={setting.required === true}
                  onChange={(event) => {
                    change(event.target.value);
                  }}
                >
                  <option value="">{intl.formatMessage(pluginMessages.settingsChoose)}</option>
                  {(setting.values ?? []).map((choice) => (
                    <option key={choice} value={choice}>
                      {choice}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...control}
                  type={secret ? 'password' : (inputTypes.get(setting.type ?? '') ?? 'text')}
                  value={locked ? '' : text}
                  placeholder={locked ? '••••••••' : (setting.placeholder ?? defaultText(setting))}
                  disabled={locked}
                  required={setting.required === true}
                  autoComplete="off"
                  onChange={(event) => {
                    change(event.target.value);
                  }}
                />
              )
            }
          </FormField>
        );
      })}
      <div className="plugin-settings-form__actions">
        <p role="status" className="plugin-settings-form__status">
          {saved ? intl.formatMessage(pluginMessages.settingsSaved) : ''}
        </p>
        {lockedNames.size > 0 ? (
          <Button
            onClick={() => {
              openKeyVaultDialog('unlock');
            }}
          >
            {intl.formatMessage(pluginMessages.settingsUnlock)}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" disabled={saving}>
          {intl.formatMessage(pluginMessages.settingsSave)}
        </Button>
      </div>
    </form>
  );
}

function defaultText(setting: PluginUserSetting): string | undefined {
  return setting.defaultValue === undefined ? undefined : String(setting.defaultValue);
}
