import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
import {
  reasoningEfforts,
  type ChatMeta,
  type ModelParametersSetting,
  type NumericModelParameter,
} from '@confab/core';
import { numericParameterFields, readNumericParameters } from './parameter-fields.ts';
import './chat-settings-dialog.css';

export interface ChatSettingsDialogProps {
  meta: Pick<ChatMeta, 'systemMessage' | 'parameters'>;
  defaultSystemMessage: string;
  onSave: (change: { systemMessage?: string; parameters: ModelParametersSetting }) => void;
  onClose: () => void;
}

function initialDrafts(
  parameters: ModelParametersSetting | undefined,
): Record<NumericModelParameter, string> {
  const drafts = {} as Record<NumericModelParameter, string>;
  for (const field of numericParameterFields) drafts[field.key] = String(parameters?.[field.key] ?? '');
  return drafts;
}

/** The chat's own system message and parameters; empty fields fall back to the global defaults. */
export function ChatSettingsDialog({ meta, defaultSystemMessage, onSave, onClose }: ChatSettingsDialogProps) {
  const intl = useIntl();
  const fieldID = useId();
  const [systemMessage, setSystemMessage] = useState(meta.systemMessage ?? '');
  const [drafts, setDrafts] = useState(() => initialDrafts(meta.parameters));
  const [reasoningEffort, setReasoningEffort] = useState<string>(meta.parameters?.reasoningEffort ?? '');
  const [promptCaching, setPromptCaching] = useState(
    meta.parameters?.promptCaching === undefined ? '' : String(meta.parameters.promptCaching),
  );

  const save = () => {
    const effort = reasoningEfforts.find((option) => option === reasoningEffort);
    const parameters: ModelParametersSetting = {
      ...readNumericParameters(drafts),
      ...(effort ? { reasoningEffort: effort } : {}),
      ...(promptCaching === '' ? {} : { promptCaching: promptCaching === 'true' }),
    };
    onSave({ ...(systemMessage.trim() ? { systemMessage } : {}), parameters });
  };

  return (
    <ModalDialog
      size="compact"
      className="chat-settings"
      title={intl.formatMessage({ id: 'chat.settings.title', defaultMessage: 'Chat settings' })}
      onClose={onClose}
    >
      <p className="chat-settings__hint">
        {intl.formatMessage({
          id: 'chat.settings.hint',
          defaultMessage: 'Empty fields use the defaults from the Models tab.',
        })}
      </p>
      <div className="chat-settings__field chat-settings__field--wide">
        <label htmlFor={`${fieldID}-system`}>
          {intl.formatMessage({ id: 'chat.settings.systemMessage', defaultMessage: 'System message' })}
        </label>
        <textarea
          id={`${fieldID}-system`}
          rows={5}
          value={systemMessage}
          placeholder={defaultSystemMessage}
          onChange={(event) => {
            setSystemMessage(event.target.value);
          }}
        />
      </div>
      {numericParameterFields.map((field) => (
        <div className="chat-settings__field" key={field.key}>
          <label htmlFor={`${fieldID}-${field.key}`}>{intl.formatMessage(field.label)}</label>
          <input
            id={`${fieldID}-${field.key}`}
            type="number"
            min={field.min}
            max={field.max}
            step={field.step}
            value={drafts[field.key]}
            onChange={(event) => {
              setDrafts((current) => ({ ...current, [field.key]: event.target.value }));
            }}
          />
        </div>
      ))}
      <div className="chat-settings__field">
        <label htmlFor={`${fieldID}-reasoning`}>
          {intl.formatMessage({ id: 'chat.settings.reasoningEffort', defaultMessage: 'Reasoning effort' })}
        </label>
        <select
          id={`${fieldID}-reasoning`}
          value={reasoningEffort}
          onChange={(event) => {
            setReasoningEffort(event.target.value);
          }}
        >
          <option value="">
            {intl.formatMessage({ id: 'chat.settings.modelDefault', defaultMessage: 'Default' })}
          </option>
          {reasoningEfforts.map((effort) => (
            <option key={effort} value={effort}>
              {effort}
            </option>
          ))}
        </select>
      </div>
      <div className="chat-settings__field">
        <label htmlFor={`${fieldID}-caching`}>
          {intl.formatMessage({ id: 'chat.settings.promptCaching', defaultMessage: 'Prompt caching' })}
        </label>
        <select
          id={`${fieldID}-caching`}
          value={promptCaching}
          onChange={(event) => {
            setPromptCaching(event.target.value);
          }}
        >
          <option value="">
            {intl.formatMessage({ id: 'chat.settings.modelDefault', defaultMessage: 'Default' })}
          </option>
          <option value="true">{intl.formatMessage({ id: 'chat.settings.on', defaultMessage: 'On' })}</option>
          <option value="false">
            {intl.formatMessage({ id: 'chat.settings.off', defaultMessage: 'Off' })}
          </option>
        </select>
      </div>
      <DialogActions placement="inline">
        <Button variant="ghost" onClick={onClose}>
          {intl.formatMessage({ id: 'chat.settings.cancel', defaultMessage: 'Cancel' })}
        </Button>
        <Button
          variant="primary"
          onClick={() => {
            save();
            onClose();
          }}
        >
          {intl.formatMessage({ id: 'chat.settings.save', defaultMessage: 'Save' })}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
