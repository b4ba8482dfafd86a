import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, FormField } from '@confab/ui';
import type { PluginDraftErrors } from './check-plugin-draft.ts';
import { settingTypes, type PluginSettingDraft } from './plugin-draft.ts';
import { pluginDraftErrorMessages, pluginEditorMessages as text } from './plugin-editor-messages.ts';

export interface PluginSettingFieldsProps {
  draft: PluginSettingDraft;
  index: number;
  errors: PluginDraftErrors;
  onChange: (draft: PluginSettingDraft) => void;
  onRemove: () => void;
}

type TextField = 'name' | 'label' | 'placeholder' | 'description' | 'defaultValue';

/** One declared setting of the plugin being edited (interop-formats §6 `userSettings[]`). */
export function PluginSettingFields({ draft, index, errors, onChange, onRemove }: PluginSettingFieldsProps) {
  const intl = useIntl();
  const requiredID = useId();
  const number = index + 1;
  const errorOf = (field: string) => {
    const error = errors.get(`userSettings.${String(index)}.${field}`);
    return error === undefined ? undefined : intl.formatMessage(pluginDraftErrorMessages[error]);
  };
  const set = <Field extends keyof PluginSettingDraft>(field: Field, value: PluginSettingDraft[Field]) => {
    onChange({ ...draft, [field]: value });
  };
  const textField = (field: TextField, label: MessageDescriptor): ReactNode => (
    <FormField label={intl.formatMessage(label)} error={errorOf(field)}>
      {(control) => (
        <input
          {...control}
          value={draft[field]}
          onChange={(event) => {
            set(field, event.target.value);
          }}
        />
      )}
    </FormField>
  );

  return (
    <fieldset className="plugin-editor__setting">
      <legend>{intl.formatMessage(text.settingLegend as MessageDescriptor, { number })}</legend>
      {textField('name', text.settingName)}
      {textField('label', text.settingLabel)}
      <FormField label={intl.formatMessage(text.settingType)}>
        {(control) => (
          <select
            {...control}
            value={draft.type}
            onChange={(event) => {
              set('type', settingTypes.find((type) => type === event.target.value) ?? 'text');
            }}
          >
            {settingTypes.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </select>
        )}
      </FormField>
      <label className="plugin-editor__check" htmlFor={requiredID}>
        <input
          id={requiredID}
          type="checkbox"
          checked={draft.required}
          onChange={(event) => {
            set('required', event.target.checked);
          }}
        />
        {intl.formatMessage(text.settingRequired)}
      </label>
      {draft.type === 'enum' ? (
        <FormField label={intl.formatMessage(text.settingValues)} error={errorOf('values')}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={draft.values}
              onChange={(event) => {
                set('values', event.target.value);
              }}
            />
          )}
        </FormField>
      ) : null}
      {textField('defaultValue', text.settingDefault)}
      {textField('placeholder', text.settingPlaceholder)}
      {textField('description', text.settingDescription)}
      <Button variant="ghost" onClick={onRemove}>
        {intl.formatMessage(text.removeSetting as MessageDescriptor, { number })}
      </Button>
    </fieldset>
  );
}
