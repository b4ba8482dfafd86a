import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { formFieldClassNames } from '@confab/ui';
import { builtInTools, useInstalledPlugins } from '../../tools/index.ts';

const messages = defineMessages({
  legend: { id: 'agents.editor.plugins', defaultMessage: 'Plugins' },
  hint: {
    id: 'agents.editor.pluginsHint',
    defaultMessage:
      'Tools that chats with this agent offer the model, besides the chat’s own choice unless only these are offered.',
  },
  switchedOff: { id: 'agents.editor.pluginSwitchedOff', defaultMessage: '(switched off)' },
  enforce: {
    id: 'agents.editor.enforcePlugins',
    defaultMessage: 'Offer only these plugins in this agent’s chats',
  },
});

export interface AssignedPluginsFieldProps {
  assigned: string[];
  enforced: boolean;
  onChange: (part: { assignedPlugins?: string[]; enforceAssignedPlugins?: boolean }) => void;
}

/**
 * The agent's plugins: built-in tools, then installed plugins by title, as checkboxes. A switched-off
 * plugin can be assigned but is offered only once it is switched on. Ids assigned elsewhere whose
 * plugin is not installed here are kept untouched.
 */
export function AssignedPluginsField({ assigned, enforced, onChange }: AssignedPluginsFieldProps) {
  const intl = useIntl();
  const plugins = useInstalledPlugins();
  const options = [
    ...builtInTools.map((tool) => ({ id: tool.id, label: intl.formatMessage(tool.title) })),
    ...plugins.map((plugin) => ({
      id: plugin.id,
      label: plugin.enabled ? plugin.title : `${plugin.title} ${intl.formatMessage(messages.switchedOff)}`,
    })),
  ];
  const hintID = useId();
  return (
    <fieldset className="editor-categories" aria-describedby={hintID}>
      <legend className={formFieldClassNames.label}>{intl.formatMessage(messages.legend)}</legend>
      <p id={hintID} className={`${formFieldClassNames.hint} editor-plugins__full-row`}>
        {intl.formatMessage(messages.hint)}
      </p>
      {options.map((option) => (
        <label key={option.id} className="editor-categories__option">
          <input
            type="checkbox"
            checked={assigned.includes(option.id)}
            onChange={(event) => {
              onChange({
                assignedPlugins: event.target.checked
                  ? [...assigned, option.id]
                  : assigned.filter((id) => id !== option.id),
              });
            }}
          />
          {option.label}
        </label>
      ))}
      <label className="editor-categories__option editor-plugins__full-row">
        <input
          type="checkbox"
          checked={enforced}
          onChange={(event) => {
            onChange({ enforceAssignedPlugins: event.target.checked });
          }}
        />
        {intl.formatMessage(messages.enforce)}
      </label>
    </fieldset>
  );
}
