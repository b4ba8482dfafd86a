import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, FormField } from '@confab/ui';
import { useCustomModels } from '../../models/index.ts';
import { settingKeys } from '../../../storage/setting-keys.ts';
import { useSetting } from '../../../storage/use-setting.ts';
import { embeddingChoiceSchema, noEmbedding, type EmbeddingChoice } from '../embedding/embedding-choice.ts';
import {
  choiceOfOption,
  embeddingOptions,
  optionOfChoice,
  optionTakesModelName,
  type EmbeddingOption,
} from './embedding-options.ts';
import { knowledgeMessages as messages } from './knowledge-messages.ts';

function storedModelName(choice: EmbeddingChoice): string {
  return choice.kind === 'none' ? '' : choice.model;
}

/**
 * The embedding model select. A typed model name is saved with "Use this model", not per keystroke:
 * every saved name is a new model, and documents would start to be embedded with half a name.
 */
export function EmbeddingModelField() {
  const intl = useIntl();
  const setting = useSetting(settingKeys.knowledgeEmbeddingModel, embeddingChoiceSchema, noEmbedding);
  const { customModels } = useCustomModels();
  const options = embeddingOptions(customModels);
  const storedOption = optionOfChoice(setting.value);
  const [pendingOption, setPendingOption] = useState<string | undefined>(undefined);
  const [draftName, setDraftName] = useState<string | undefined>(undefined);
  const option = pendingOption ?? storedOption;
  const modelName = draftName ?? (pendingOption === undefined ? storedModelName(setting.value) : '');

  const label = (entry: EmbeddingOption): string => {
    switch (entry.kind) {
      case 'none':
        return intl.formatMessage(messages.none);
      case 'suggested':
        return intl.formatMessage(entry.style === 'openai' ? messages.openAIModel : messages.geminiModel, {
          model: entry.model,
        });
      case 'other':
        return intl.formatMessage(messages.otherModel);
      case 'custom':
        return intl.formatMessage(messages.customModel, {
          title: entry.customModel.title.trim() || entry.customModel.modelID,
        });
    }
  };

  const save = (nextOption: string, name: string) => {
    const choice = choiceOfOption(nextOption, options, name);
    if (!choice) return;
    setPendingOption(undefined);
    setDraftName(undefined);
    void setting.save(choice);
  };

  return (
    <>
      <FormField
        label={intl.formatMessage(messages.embeddingModel)}
        hint={intl.formatMessage(messages.embeddingHint)}
      >
        {(control) => (
          <select
            {...control}
            value={option}
            disabled={!setting.loaded}
            onChange={(event) => {
              const next = event.target.value;
              if (optionTakesModelName(next)) {
                setPendingOption(next === storedOption ? undefined : next);
                setDraftName(undefined);
              } else save(next, '');
            }}
          >
            {options.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {label(entry)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {optionTakesModelName(option) ? (
        <form
          className="knowledge-settings__model-name"
          onSubmit={(event) => {
            event.preventDefault();
            save(option, modelName);
          }}
        >
          <FormField
            label={intl.formatMessage(messages.modelName)}
            hint={intl.formatMessage(messages.modelNameHint)}
          >
            {(control) => (
              <input
                {...control}
                value={modelName}
                maxLength={200}
                spellCheck={false}
                autoComplete="off"
                onChange={(event) => {
                  setDraftName(event.target.value);
                }}
              />
            )}
          </FormField>
          <Button type="submit" disabled={modelName.trim() === ''}>
            {intl.formatMessage(messages.useModelName)}
          </Button>
        </form>
      ) : null}
    </>
  );
}
