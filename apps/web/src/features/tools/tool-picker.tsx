import { useCallback, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ChatMeta } from '@confab/core';
import { Button, useDismiss } from '@confab/ui';
import { useChatFeature } from '../../host/host-config.tsx';
import { useStorage } from '../../storage/app-storage.tsx';
import { saveChatChange } from '../../storage/save-chat-change.ts';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import { useCustomModels } from '../models/index.ts';
import { isBuiltInRecord, isBuiltInSwitchedOn } from './built-in-switches.ts';
import { builtInTools } from './built-in-tools.ts';
import { modelSupportsTools } from './model-supports-tools.ts';
import { noToolIDs, toolIDsSchema } from './tool-choice.ts';
import { toolMessages } from './tool-messages.ts';
import { useInstalledPlugins } from './use-installed-plugins.ts';
import { chatToolIDs } from './agent-tool-choice.ts';
import { agentToolMessages } from './agent-tool-messages.ts';
import { useAgentToolChoices } from './use-agent-tool-choices.ts';
import './tool-picker.css';

export interface ToolPickerProps {
  /** The open chat; absent in a new chat, where the choice is the default for new chats. */
  meta: ChatMeta | undefined;
  /** The model that will answer, to say when it cannot call tools. */
  modelID: string | undefined;
  /** Shows the chat's changed choice at once, before the stored copy is read back. */
  onMetaChange: (meta: ChatMeta) => void;
}

/** The composer's "Plugins" button: a checkbox list of the tools this chat offers the model. */
export function ToolPicker({ meta, modelID, onMetaChange }: ToolPickerProps) {
  const intl = useIntl();
  const storage = useStorage();
  const shown = useChatFeature('usePlugins');
  const defaults = useSetting(settingKeys.defaultToolIDs, toolIDsSchema, noToolIDs);
  const { customModels } = useCustomModels();
  const plugins = useInstalledPlugins();
  const agentChoices = useAgentToolChoices();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popoverID = useId();
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  useDismiss(open, containerRef, close);
  if (!shown) return null;

  const chosen = meta?.toolIDs ?? defaults.value;
  // The chat's agent may add plugins or set them all (docs/agents.md): those show checked and fixed.
  const agent = meta?.character;
  const agentChoice = agent === undefined ? undefined : agentChoices.get(agent.id);
  const offered = chatToolIDs(chosen, agentChoice);
  const fixedByAgent = (toolID: string) =>
    agentChoice !== undefined && (agentChoice.enforced || agentChoice.toolIDs.includes(toolID));
  const options: { toolID: string; label: string }[] = [
    ...builtInTools
      .filter((tool) => isBuiltInSwitchedOn(tool.id, plugins))
      .map((tool) => ({ toolID: tool.id, label: intl.formatMessage(tool.title) })),
    ...plugins
      .filter((plugin) => plugin.enabled && !isBuiltInRecord(plugin))
      .map((plugin) => ({ toolID: plugin.id, label: plugin.title })),
  ];
  const listed = new Set(options.map((option) => option.toolID));
  const chosenListed = offered.filter((id) => listed.has(id));
  const save = (toolIDs: string[]) => {
    if (!meta) {
      void defaults.save(toolIDs);
      return;
    }
    saveChatChange(storage, meta, (chat) => ({ ...chat, toolIDs }), onMetaChange);
  };
  const toggle = (toolID: string, checked: boolean) => {
    // Ids this picker does not list (a plugin switched off or not yet synced here) are kept as they are.
    const others = chosen.filter((id) => !listed.has(id));
    const picked = options
      .map((option) => option.toolID)
      .filter((id) => (id === toolID ? checked : chosen.includes(id)));
    save([...picked, ...others]);
  };
  const legend = intl.formatMessage(meta ? toolMessages.pickerLegendChat : toolMessages.pickerLegendNew);
  const sameAsDefault =
    chosen.length === defaults.value.length && chosen.every((id) => defaults.value.includes(id));

  return (
    <div className="tool-picker" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="tool-picker__button"
        aria-expanded={open}
        aria-controls={popoverID}
        onClick={() => {
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        {intl.formatMessage(toolMessages.pickerButton)}
        {chosenListed.length > 0 ? (
          <span className="tool-picker__count" aria-hidden="true">
            {chosenListed.length}
          </span>
        ) : null}
      </button>
      {open ? (
        <fieldset id={popoverID} className="tool-picker__popover">
          <legend>{legend}</legend>
          {options.map(({ toolID, label }) => (
            <label key={toolID} className="tool-picker__option">
              <input
                type="checkbox"
                checked={offered.includes(toolID)}
                disabled={fixedByAgent(toolID)}
                onChange={(event) => {
                  toggle(toolID, event.target.checked);
                }}
              />
              <span>{label}</span>
            </label>
          ))}
          {agent !== undefined && agentChoice !== undefined ? (
            <p className="tool-picker__note">
              {intl.formatMessage(
                agentChoice.enforced ? agentToolMessages.agentOnly : agentToolMessages.agentAdds,
                { agent: agent.title },
              )}
            </p>
          ) : null}
          {modelSupportsTools(modelID, customModels) ? null : (
            <p className="tool-picker__note">{intl.formatMessage(toolMessages.pickerUnsupported)}</p>
          )}
          {meta && !sameAsDefault ? (
            <Button
              variant="ghost"
              className="tool-picker__default"
              onClick={() => {
                void defaults.save([...chosen]);
              }}
            >
              {intl.formatMessage(toolMessages.makeDefault)}
            </Button>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}
