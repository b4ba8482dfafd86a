import { useCallback, useState, type SyntheticEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { providerStyleNames, type ProviderStyle } from '@confab/core';
import { providerStyle } from '@confab/core/providers';
import { Button, FormField } from '@confab/ui';
import type { AdminClient } from './admin-client.ts';
import { consoleMessages } from './admin-console-messages.ts';
import { useAdminResource } from './use-admin-resource.ts';
import { UsageTable } from './usage-table.tsx';

const definitions = defineMessages({
  intro: {
    id: 'adminConsole.models.intro',
    defaultMessage:
      'Models every member can chat with, on the organisation’s provider keys. Keys stay on this server: members never see them.',
  },
  listLabel: { id: 'adminConsole.models.list', defaultMessage: 'System models' },
  addHeading: { id: 'adminConsole.models.addHeading', defaultMessage: 'Add a system model' },
  title: { id: 'adminConsole.models.title', defaultMessage: 'Title' },
  style: { id: 'adminConsole.models.style', defaultMessage: 'Provider style' },
  endpoint: { id: 'adminConsole.models.endpoint', defaultMessage: 'Endpoint URL' },
  endpointHint: {
    id: 'adminConsole.models.endpointHint',
    defaultMessage: 'OpenAI and Anthropic: the full URL of the chat call. Gemini: the API base.',
  },
  model: { id: 'adminConsole.models.model', defaultMessage: 'Model name' },
  apiKey: { id: 'adminConsole.models.apiKey', defaultMessage: 'API key' },
  keyEnding: { id: 'adminConsole.models.keyEnding', defaultMessage: 'key ending {last4}' },
  noKey: { id: 'adminConsole.models.noKey', defaultMessage: 'no key' },
  addModel: { id: 'adminConsole.models.add', defaultMessage: 'Add model' },
  removeModel: { id: 'adminConsole.models.remove', defaultMessage: 'Remove {title}' },
});

// Widened: react-intl 12 types defineMessages entries as taking no values, which rejects placeholders.
const messages: { [Name in keyof typeof definitions]: MessageDescriptor } = definitions;

const emptyDraft = { title: '', style: 'openai' as ProviderStyle, endpoint: '', model: '', apiKey: '' };

export function SystemModelsSection({ client }: { client: AdminClient }) {
  const intl = useIntl();
  const load = useCallback(async () => (await client.systemModels()).systemModels, [client]);
  const models = useAdminResource(load);
  const [draft, setDraft] = useState(emptyDraft);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const added = await models.change(async () => (await client.addSystemModel(draft)).systemModels);
    if (added) setDraft(emptyDraft);
  };

  const field = (name: 'title' | 'endpoint' | 'model' | 'apiKey', type: string, hint?: string) => (
    <FormField label={intl.formatMessage(messages[name])} {...(hint === undefined ? {} : { hint })}>
      {(control) => (
        <input
          {...control}
          type={type}
          required={name !== 'apiKey'}
          autoComplete="off"
          value={draft[name]}
          onChange={(event) => {
            setDraft({ ...draft, [name]: event.target.value });
          }}
        />
      )}
    </FormField>
  );

  return (
    <div className="admin-console__stack">
      <p className="admin-console__intro">{intl.formatMessage(messages.intro)}</p>
      <ul className="admin-console__list" aria-label={intl.formatMessage(messages.listLabel)}>
        {models.value?.length === 0 ? <li>{intl.formatMessage(consoleMessages.none)}</li> : null}
        {models.value?.map((model) => (
          <li key={model.id} className="admin-console__row">
            <span>
              <strong>{model.title}</strong>{' '}
              <span className="admin-console__muted">
                {providerStyle(model.style).vendorName} · {model.model} ·{' '}
                {model.keyLast4 === ''
                  ? intl.formatMessage(messages.noKey)
                  : intl.formatMessage(messages.keyEnding, { last4: model.keyLast4 })}
              </span>
            </span>
            <Button
              variant="danger"
              disabled={models.busy}
              aria-label={intl.formatMessage(messages.removeModel, { title: model.title })}
              onClick={() => {
                void models.change(async () => (await client.removeSystemModel(model.id)).systemModels);
              }}
            >
              {intl.formatMessage(consoleMessages.remove)}
            </Button>
          </li>
        ))}
      </ul>
      <form
        className="admin-console__form"
        aria-label={intl.formatMessage(messages.addHeading)}
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <h3>{intl.formatMessage(messages.addHeading)}</h3>
        {field('title', 'text')}
        <FormField label={intl.formatMessage(messages.style)}>
          {(control) => (
            <select
              {...control}
              value={draft.style}
              onChange={(event) => {
                setDraft({ ...draft, style: event.target.value as ProviderStyle });
              }}
            >
              {providerStyleNames.map((style) => (
                <option key={style} value={style}>
                  {providerStyle(style).styleName}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {field('endpoint', 'url', intl.formatMessage(messages.endpointHint))}
        {field('model', 'text')}
        {field('apiKey', 'password')}
        <div className="admin-console__save-bar">
          <Button type="submit" variant="primary" disabled={models.busy}>
            {intl.formatMessage(messages.addModel)}
          </Button>
          {models.error === undefined ? null : (
            <p role="alert" className="admin-console__error">
              {models.error}
            </p>
          )}
        </div>
      </form>
      <UsageTable client={client} />
    </div>
  );
}
