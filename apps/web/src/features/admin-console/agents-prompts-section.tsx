import { useCallback, useState, type SyntheticEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Button, FormField } from '@confab/ui';
import { ConsoleTextField } from './console-text-field.tsx';
import type { AdminClient } from './admin-client.ts';
import { consoleMessages } from './admin-console-messages.ts';
import {
  agentDrafts,
  agentEntries,
  newEntryID,
  promptDrafts,
  promptEntries,
  type AgentDraft,
  type PromptDraft,
  type PromptVisibility,
} from './organisation-entries.ts';
import { SaveBar } from './save-bar.tsx';
import type { LoadedOverridesState } from './section-props.ts';
import { useAdminResource } from './use-admin-resource.ts';

const definitions = defineMessages({
  agentsHeading: { id: 'adminConsole.agents.heading', defaultMessage: 'System agents' },
  promptsHeading: { id: 'adminConsole.prompts.heading', defaultMessage: 'Organisation prompts' },
  addAgent: { id: 'adminConsole.agents.add', defaultMessage: 'Add agent' },
  addPrompt: { id: 'adminConsole.prompts.add', defaultMessage: 'Add prompt' },
  title: { id: 'adminConsole.entry.title', defaultMessage: 'Title' },
  description: { id: 'adminConsole.entry.description', defaultMessage: 'Description' },
  instructions: { id: 'adminConsole.entry.instructions', defaultMessage: 'Instructions' },
  promptText: { id: 'adminConsole.entry.prompt', defaultMessage: 'Prompt' },
  visibility: { id: 'adminConsole.prompts.visibility', defaultMessage: 'Who sees it' },
  visibilityAll: { id: 'adminConsole.prompts.visibility.all', defaultMessage: 'All members' },
  visibilityOnly: { id: 'adminConsole.prompts.visibility.only', defaultMessage: 'Only these groups' },
  visibilityExcept: {
    id: 'adminConsole.prompts.visibility.except',
    defaultMessage: 'All except these groups',
  },
  groups: { id: 'adminConsole.prompts.groups', defaultMessage: 'Groups' },
  removeEntry: { id: 'adminConsole.entry.remove', defaultMessage: 'Remove {title}' },
  untitled: { id: 'adminConsole.entry.untitled', defaultMessage: 'Untitled' },
});

// Widened: react-intl 12 types defineMessages entries as taking no values, which rejects placeholders.
const messages: { [Name in keyof typeof definitions]: MessageDescriptor } = definitions;

const visibilities: { value: PromptVisibility; label: MessageDescriptor }[] = [
  { value: 'all', label: messages.visibilityAll },
  { value: 'only', label: messages.visibilityOnly },
  { value: 'except', label: messages.visibilityExcept },
];

/** The host config's systemCharacters and systemPrompts, edited as lists and saved as overrides. */
export function AgentsPromptsSection({
  state,
  client,
}: {
  state: LoadedOverridesState;
  client: AdminClient;
}) {
  const intl = useIntl();
  const { effective, overrides } = state.data;
  const [agents, setAgents] = useState<AgentDraft[]>(() => agentDrafts(effective.systemCharacters));
  const [prompts, setPrompts] = useState<PromptDraft[]>(() => promptDrafts(effective.systemPrompts));
  const groups = useAdminResource(useCallback(async () => (await client.members()).groups, [client]));

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void state.save({
      ...overrides,
      systemCharacters: agentEntries(agents),
      systemPrompts: promptEntries(prompts),
    });
  };
  const updateAgent = (index: number, change: Partial<AgentDraft>) => {
    setAgents(agents.map((agent, at) => (at === index ? { ...agent, ...change } : agent)));
  };
  const updatePrompt = (index: number, change: Partial<PromptDraft>) => {
    setPrompts(prompts.map((prompt, at) => (at === index ? { ...prompt, ...change } : prompt)));
  };
  const removeLabel = (title: string) =>
    intl.formatMessage(messages.removeEntry, {
      title: title.trim() === '' ? intl.formatMessage(messages.untitled) : title,
    });

  return (
    <form className="admin-console__form" onSubmit={submit}>
      <h3>{intl.formatMessage(messages.agentsHeading)}</h3>
      {agents.length === 0 ? <p>{intl.formatMessage(consoleMessages.none)}</p> : null}
      {agents.map((agent, index) => (
        <fieldset key={agent.id} className="admin-console__entry">
          <legend>{agent.title.trim() === '' ? intl.formatMessage(messages.untitled) : agent.title}</legend>
          <ConsoleTextField
            label={intl.formatMessage(messages.title)}
            value={agent.title}
            onChange={(title) => {
              updateAgent(index, { title });
            }}
          />
          <ConsoleTextField
            label={intl.formatMessage(messages.description)}
            value={agent.description}
            onChange={(description) => {
              updateAgent(index, { description });
            }}
          />
          <ConsoleTextField
            multiline
            label={intl.formatMessage(messages.instructions)}
            value={agent.prompt}
            onChange={(prompt) => {
              updateAgent(index, { prompt });
            }}
          />
          <Button
            variant="danger"
            aria-label={removeLabel(agent.title)}
            onClick={() => {
              setAgents(agents.filter((_, at) => at !== index));
            }}
          >
            {intl.formatMessage(consoleMessages.remove)}
          </Button>
        </fieldset>
      ))}
      <Button
        onClick={() => {
          setAgents([
            ...agents,
            { id: newEntryID('agent'), title: '', description: '', prompt: '', rest: {} },
          ]);
        }}
      >
        {intl.formatMessage(messages.addAgent)}
      </Button>

      <h3>{intl.formatMessage(messages.promptsHeading)}</h3>
      {prompts.length === 0 ? <p>{intl.formatMessage(consoleMessages.none)}</p> : null}
      {prompts.map((prompt, index) => (
        <fieldset key={prompt.id} className="admin-console__entry">
          <legend>{prompt.title.trim() === '' ? intl.formatMessage(messages.untitled) : prompt.title}</legend>
          <ConsoleTextField
            label={intl.formatMessage(messages.title)}
            value={prompt.title}
            onChange={(title) => {
              updatePrompt(index, { title });
            }}
          />
          <ConsoleTextField
            multiline
            label={intl.formatMessage(messages.promptText)}
            value={prompt.prompt}
            onChange={(text) => {
              updatePrompt(index, { prompt: text });
            }}
          />
          <FormField label={intl.formatMessage(messages.visibility)}>
            {(control) => (
              <select
                {...control}
                value={prompt.visibility}
                onChange={(event) => {
                  updatePrompt(index, { visibility: event.target.value as PromptVisibility });
                }}
              >
                {visibilities.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {intl.formatMessage(label)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {prompt.visibility === 'all' ? null : (
            <fieldset className="admin-console__chips">
              <legend>{intl.formatMessage(messages.groups)}</legend>
              {(groups.value ?? []).map((group) => (
                <label key={group.id}>
                  <input
                    type="checkbox"
                    checked={prompt.groupIDs.includes(group.id)}
                    onChange={(event) => {
                      updatePrompt(index, {
                        groupIDs: event.target.checked
                          ? [...prompt.groupIDs, group.id]
                          : prompt.groupIDs.filter((id) => id !== group.id),
                      });
                    }}
                  />{' '}
                  {group.name}
                </label>
              ))}
            </fieldset>
          )}
          <Button
            variant="danger"
            aria-label={removeLabel(prompt.title)}
            onClick={() => {
              setPrompts(prompts.filter((_, at) => at !== index));
            }}
          >
            {intl.formatMessage(consoleMessages.remove)}
          </Button>
        </fieldset>
      ))}
      <Button
        onClick={() => {
          setPrompts([
            ...prompts,
            { id: newEntryID('prompt'), title: '', prompt: '', visibility: 'all', groupIDs: [], rest: {} },
          ]);
        }}
      >
        {intl.formatMessage(messages.addPrompt)}
      </Button>
      <SaveBar saving={state.saving} saved={state.saved} error={state.error} />
    </form>
  );
}
