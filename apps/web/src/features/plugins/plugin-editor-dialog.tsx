import { useState, type SyntheticEvent, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { systemClock, type Plugin } from '@confab/core';
import { Button, DialogActions, FormField, ModalDialog } from '@confab/ui';
import { checkPluginDraft, type PluginDraftErrors } from './check-plugin-draft.ts';
import {
  draftFromPlugin,
  emptyFunctionDraft,
  emptyPluginDraft,
  emptySettingDraft,
  type PluginDraft,
} from './plugin-draft.ts';
import { pluginDraftErrorMessages, pluginEditorMessages as text } from './plugin-editor-messages.ts';
import { pluginFromDraft } from './plugin-from-draft.ts';
import { PluginFunctionFields } from './plugin-function-fields.tsx';
import { PluginSettingFields } from './plugin-setting-fields.tsx';

export interface PluginEditorDialogProps {
  /** The plugin to edit; absent to add one. */
  plugin: Plugin | undefined;
  /** Function names of the other installed plugins and of the built-ins (unique across them). */
  takenNames: ReadonlySet<string>;
  onSave: (plugin: Plugin) => Promise<void>;
  onClose: () => void;
}

const newID = () => crypto.randomUUID();

/** Add plugin / Edit plugin: title, emoji, overview, functions, user settings and authentication. */
export function PluginEditorDialog({ plugin, takenNames, onSave, onClose }: PluginEditorDialogProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<PluginDraft>(() =>
    plugin ? draftFromPlugin(plugin) : emptyPluginDraft(newID()),
  );
  const [errors, setErrors] = useState<PluginDraftErrors>(new Map());
  const [saving, setSaving] = useState(false);
  const set = <Field extends keyof PluginDraft>(field: Field, value: PluginDraft[Field]) => {
    setDraft((current) => ({ ...current, [field]: value }));
  };
  const errorOf = (field: string) => {
    const error = errors.get(field);
    return error === undefined ? undefined : intl.formatMessage(pluginDraftErrorMessages[error]);
  };
  const field = (
    name: 'title' | 'emoji' | 'authorizationURL' | 'tokenURL' | 'scopes',
    label: MessageDescriptor,
  ): ReactNode => (
    <FormField label={intl.formatMessage(label)} error={errorOf(name)}>
      {(control) => (
        <input
          {...control}
          value={draft[name]}
          onChange={(event) => {
            set(name, event.target.value);
          }}
        />
      )}
    </FormField>
  );

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkPluginDraft(draft, takenNames);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    await onSave(pluginFromDraft(draft, checked, { existing: plugin, now: systemClock.now(), newID }));
  };

  return (
    <ModalDialog
      size="wide"
      className="plugin-editor"
      title={intl.formatMessage(plugin ? text.editTitle : text.addTitle)}
      onClose={onClose}
    >
      <form
        noValidate
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        {field('title', text.title)}
        {field('emoji', text.emoji)}
        <FormField label={intl.formatMessage(text.overview)} error={errorOf('overviewMarkdown')}>
          {(control) => (
            <textarea
              {...control}
              rows={4}
              value={draft.overviewMarkdown}
              onChange={(event) => {
                set('overviewMarkdown', event.target.value);
              }}
            />
          )}
        </FormField>
        <h3 className="plugin-editor__heading">{intl.formatMessage(text.functions)}</h3>
        {draft.functions.map((entry, index) => (
          <PluginFunctionFields
            key={entry.id}
            draft={entry}
            index={index}
            errors={errors}
            canRemove={draft.functions.length > 1}
            onChange={(changed) => {
              set(
                'functions',
                draft.functions.map((candidate) => (candidate.id === entry.id ? changed : candidate)),
              );
            }}
            onRemove={() => {
              set(
                'functions',
                draft.functions.filter((candidate) => candidate.id !== entry.id),
              );
            }}
          />
        ))}
        <Button
          onClick={() => {
            set('functions', [...draft.functions, emptyFunctionDraft(newID())]);
          }}
        >
          {intl.formatMessage(text.addFunction)}
        </Button>
        <h3 className="plugin-editor__heading">{intl.formatMessage(text.userSettings)}</h3>
        <p className="plugin-editor__hint">{intl.formatMessage(text.userSettingsHint)}</p>
        {errorOf('userSettings') ? <p className="plugin-editor__alert">{errorOf('userSettings')}</p> : null}
        {draft.userSettings.map((entry, index) => (
          <PluginSettingFields
            key={entry.key}
            draft={entry}
            index={index}
            errors={errors}
            onChange={(changed) => {
              set(
                'userSettings',
                draft.userSettings.map((candidate) => (candidate.key === entry.key ? changed : candidate)),
              );
            }}
            onRemove={() => {
              set(
                'userSettings',
                draft.userSettings.filter((candidate) => candidate.key !== entry.key),
              );
            }}
          />
        ))}
        <Button
          onClick={() => {
            set('userSettings', [...draft.userSettings, emptySettingDraft(newID())]);
          }}
        >
          {intl.formatMessage(text.addSetting)}
        </Button>
        <FormField label={intl.formatMessage(text.authentication)}>
          {(control) => (
            <select
              {...control}
              value={draft.oauth ? 'oauth' : 'none'}
              onChange={(event) => {
                set('oauth', event.target.value === 'oauth');
              }}
            >
              <option value="none">{intl.formatMessage(text.authNone)}</option>
              <option value="oauth">{intl.formatMessage(text.authOAuth)}</option>
            </select>
          )}
        </FormField>
        {draft.oauth ? (
          <>
            {field('authorizationURL', text.authorizationURL)}
            {field('tokenURL', text.tokenURL)}
            {field('scopes', text.scopes)}
            <FormField label={intl.formatMessage(text.tokenContentType)}>
              {(control) => (
                <select
                  {...control}
                  value={draft.tokenContentType}
                  onChange={(event) => {
                    set('tokenContentType', event.target.value === 'urlencoded' ? 'urlencoded' : 'json');
                  }}
                >
                  <option value="json">JSON</option>
                  <option value="urlencoded">urlencoded</option>
                </select>
              )}
            </FormField>
          </>
        ) : null}
        {errors.size > 0 ? (
          <p role="alert" className="plugin-editor__alert">
            {intl.formatMessage(text.fixErrors)}
          </p>
        ) : null}
        <DialogActions>
          <Button onClick={onClose}>{intl.formatMessage(text.cancel)}</Button>
          <Button variant="primary" type="submit" disabled={saving}>
            {intl.formatMessage(text.save)}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
