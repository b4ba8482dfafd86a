import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, FormField } from '@confab/ui';
import type { PluginDraftErrors } from './check-plugin-draft.ts';
import type { PluginFunctionDraft } from './plugin-draft.ts';
import { pluginDraftErrorMessages, pluginEditorMessages as text } from './plugin-editor-messages.ts';
import { pluginMessages } from './plugin-messages.ts';

export interface PluginFunctionFieldsProps {
  draft: PluginFunctionDraft;
  index: number;
  errors: PluginDraftErrors;
  canRemove: boolean;
  onChange: (draft: PluginFunctionDraft) => void;
  onRemove: () => void;
}

const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** One function of the plugin being edited: its spec for the model and how it runs. */
export function PluginFunctionFields({
  draft,
  index,
  errors,
  canRemove,
  onChange,
  onRemove,
}: PluginFunctionFieldsProps) {
  const intl = useIntl();
  const number = index + 1;
  const errorOf = (field: string) => {
    const error = errors.get(`functions.${String(index)}.${field}`);
    return error === undefined ? undefined : intl.formatMessage(pluginDraftErrorMessages[error]);
  };
  const set = <Field extends keyof PluginFunctionDraft>(field: Field, value: PluginFunctionDraft[Field]) => {
    onChange({ ...draft, [field]: value });
  };
  const textField = (
    field: 'name' | 'description' | 'httpURL',
    label: MessageDescriptor,
    hint?: MessageDescriptor,
  ): ReactNode => (
    <FormField
      label={intl.formatMessage(label)}
      hint={hint ? intl.formatMessage(hint) : undefined}
      error={errorOf(field)}
    >
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
  const areaField = (
    field: 'parameters' | 'code' | 'httpHeaders' | 'httpBody',
    label: MessageDescriptor,
    rows: number,
    hint?: MessageDescriptor,
  ): ReactNode => (
    <FormField
      label={intl.formatMessage(label)}
      hint={hint ? intl.formatMessage(hint) : undefined}
      error={errorOf(field)}
    >
      {(control) => (
        <textarea
          {...control}
          className="plugin-editor__code"
          rows={rows}
          spellCheck={false}
          value={draft[field]}
          onChange={(event) => {
            set(field, event.target.value);
          }}
        />
      )}
    </FormField>
  );

  return (
    <fieldset className="plugin-editor__function">
      <legend>{intl.formatMessage(text.functionLegend as MessageDescriptor, { number })}</legend>
      {textField('name', text.functionName, text.functionNameHint)}
      {textField('description', text.functionDescription)}
      {areaField('parameters', text.parameters, 6)}
      <FormField label={intl.formatMessage(text.implementationType)}>
        {(control) => (
          <select
            {...control}
            value={draft.implementationType}
            onChange={(event) => {
              set('implementationType', event.target.value === 'http' ? 'http' : 'javascript');
            }}
          >
            <option value="javascript">{intl.formatMessage(text.javascript)}</option>
            <option value="http">{intl.formatMessage(text.http)}</option>
          </select>
        )}
      </FormField>
      {draft.implementationType === 'javascript' ? (
        areaField('code', text.code, 8, text.codeHint)
      ) : (
        <>
          <FormField label={intl.formatMessage(pluginMessages.httpMethod)}>
            {(control) => (
              <select
                {...control}
                value={draft.httpMethod}
                onChange={(event) => {
                  set('httpMethod', event.target.value);
                }}
              >
                {httpMethods.map((method) => (
                  <option key={method}>{method}</option>
                ))}
              </select>
            )}
          </FormField>
          {textField('httpURL', pluginMessages.httpURL)}
          {areaField('httpHeaders', pluginMessages.httpHeaders, 3)}
          {areaField('httpBody', pluginMessages.httpBody, 4)}
          <FormField label={intl.formatMessage(pluginMessages.httpBodyFormat)}>
            {(control) => (
              <select
                {...control}
                value={draft.httpBodyFormat}
                onChange={(event) => {
                  set('httpBodyFormat', event.target.value === 'form-data' ? 'form-data' : 'json');
                }}
              >
                <option value="json">JSON</option>
                <option value="form-data">form-data</option>
              </select>
            )}
          </FormField>
        </>
      )}
      <FormField label={intl.formatMessage(text.outputType)}>
        {(control) => (
          <select
            {...control}
            value={draft.outputType}
            onChange={(event) => {
              const value = event.target.value;
              set(
                'outputType',
                value === 'render_markdown' || value === 'render_html' ? value : 'respond_to_ai',
              );
            }}
          >
            <option value="respond_to_ai">{intl.formatMessage(text.outputRespond)}</option>
            <option value="render_markdown">{intl.formatMessage(text.outputMarkdown)}</option>
            <option value="render_html">{intl.formatMessage(text.outputHTML)}</option>
          </select>
        )}
      </FormField>
      {canRemove ? (
        <Button variant="ghost" onClick={onRemove}>
          {intl.formatMessage(text.removeFunction as MessageDescriptor, { number })}
        </Button>
      ) : null}
    </fieldset>
  );
}
