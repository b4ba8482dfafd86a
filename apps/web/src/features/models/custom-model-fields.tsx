import { useIntl } from 'react-intl';
import { providerStyles } from '@confab/core/providers';
import {
  withEndpointStyle,
  type CustomModelDraft,
  type DraftErrors,
  type DraftField,
} from './custom-model-draft.ts';
import { FormField } from '@confab/ui';
import { draftErrorMessages, draftErrorValues } from './draft-error-messages.ts';
import { HeaderRowsField } from './header-rows-field.tsx';
import { ModelIcon } from './model-icon.tsx';

export function CustomModelFields({
  draft,
  errors,
  onChange,
  keyLocked = false,
  vaultOpen = false,
}: {
  draft: CustomModelDraft;
  errors: DraftErrors;
  onChange: (draft: CustomModelDraft) => void;
  /** The model keeps a key locked with the password, not unlocked in this tab. */
  keyLocked?: boolean;
  /** This tab unlocked the key vault: a key saved now is stored locked. */
  vaultOpen?: boolean;
}) {
  const intl = useIntl();
  const errorOf = (field: DraftField) => {
    const error = errors.fields[field];
    return error ? intl.formatMessage(draftErrorMessages[error], draftErrorValues) : undefined;
  };
  const text = (field: DraftField & keyof CustomModelDraft) => ({
    value: draft[field],
    onChange: (event: { target: { value: string } }) => {
      onChange({ ...draft, [field]: event.target.value });
    },
  });

  return (
    <div className="custom-model-fields">
      <FormField
        label={intl.formatMessage({ id: 'models.form.title', defaultMessage: 'Title' })}
        error={errorOf('title')}
      >
        {(control) => <input {...control} {...text('title')} autoComplete="off" />}
      </FormField>
      <FormField
        label={intl.formatMessage({ id: 'models.form.modelID', defaultMessage: 'Model ID' })}
        hint={intl.formatMessage({
          id: 'models.form.modelIDHint',
          defaultMessage: 'The name the endpoint knows the model by, such as llama3.2 or openai/gpt-4o.',
        })}
        error={errorOf('modelID')}
      >
        {(control) => <input {...control} {...text('modelID')} autoComplete="off" spellCheck={false} />}
      </FormField>
      <FormField
        className="custom-model-fields__icon"
        label={intl.formatMessage({ id: 'models.form.icon', defaultMessage: 'Icon' })}
        hint={intl.formatMessage({
          id: 'models.form.iconHint',
          defaultMessage: 'An emoji or an image address.',
        })}
        error={errorOf('icon')}
      >
        {(control) => (
          <div className="custom-model-fields__icon-row">
            <ModelIcon icon={draft.icon.trim() || undefined} title={draft.title} />
            <input {...control} {...text('icon')} autoComplete="off" />
          </div>
        )}
      </FormField>
      <FormField
        label={intl.formatMessage({ id: 'models.form.endpointStyle', defaultMessage: 'Endpoint style' })}
      >
        {(control) => (
          <select
            {...control}
            value={draft.endpointStyle}
            onChange={(event) => {
              const provider = providerStyles.find((candidate) => candidate.style === event.target.value);
              if (provider) onChange(withEndpointStyle(draft, provider.style));
            }}
          >
            {providerStyles.map((provider) => (
              <option key={provider.style} value={provider.style}>
                {provider.styleName}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        className="custom-model-fields__wide"
        label={intl.formatMessage({ id: 'models.form.endpointURL', defaultMessage: 'Endpoint URL' })}
        hint={intl.formatMessage({
          id: 'models.form.endpointURLHint',
          defaultMessage:
            'OpenAI-compatible and Anthropic: the full chat or messages address. Gemini: the API base address.',
        })}
        error={errorOf('endpointURL')}
      >
        {(control) => (
          <input {...control} {...text('endpointURL')} type="url" autoComplete="off" spellCheck={false} />
        )}
      </FormField>
      <FormField
        className="custom-model-fields__wide"
        label={intl.formatMessage({ id: 'models.form.apiKey', defaultMessage: 'API key' })}
        hint={
          keyLocked
            ? intl.formatMessage({
                id: 'models.form.apiKeyLockedHint',
                defaultMessage:
                  'A key is saved, locked with your password. Leave empty to keep it, or type a new key to replace it.',
              })
            : vaultOpen
              ? intl.formatMessage({
                  id: 'models.form.apiKeySealedHint',
                  defaultMessage:
                    'Sent only to this endpoint and saved locked with your password. Leave empty for local servers.',
                })
              : intl.formatMessage({
                  id: 'models.form.apiKeyHint',
                  defaultMessage: 'Sent only to this endpoint. Leave empty for local servers.',
                })
        }
      >
        {(control) => <input {...control} {...text('apiKey')} type="password" autoComplete="off" />}
      </FormField>
      <FormField
        label={intl.formatMessage({
          id: 'models.form.contextWindow',
          defaultMessage: 'Context window (tokens)',
        })}
        error={errorOf('contextWindow')}
      >
        {(control) => <input {...control} {...text('contextWindow')} inputMode="numeric" />}
      </FormField>
      <div className="custom-model-fields__capabilities">
        <label>
          <input
            type="checkbox"
            checked={draft.supportsImages}
            onChange={(event) => {
              onChange({ ...draft, supportsImages: event.target.checked });
            }}
          />
          {intl.formatMessage({ id: 'models.form.supportsImages', defaultMessage: 'Accepts images' })}
        </label>
        <label>
          <input
            type="checkbox"
            checked={draft.supportsReasoning}
            onChange={(event) => {
              onChange({ ...draft, supportsReasoning: event.target.checked });
            }}
          />
          {intl.formatMessage({ id: 'models.form.supportsReasoning', defaultMessage: 'Reasoning model' })}
        </label>
      </div>
      <FormField
        label={intl.formatMessage({
          id: 'models.form.inputPrice',
          defaultMessage: 'Input price (USD per 1M tokens)',
        })}
        error={errorOf('inputPrice')}
      >
        {(control) => <input {...control} {...text('inputPrice')} inputMode="decimal" />}
      </FormField>
      <FormField
        label={intl.formatMessage({
          id: 'models.form.outputPrice',
          defaultMessage: 'Output price (USD per 1M tokens)',
        })}
        error={errorOf('outputPrice')}
      >
        {(control) => <input {...control} {...text('outputPrice')} inputMode="decimal" />}
      </FormField>
      <div className="custom-model-fields__wide">
        <HeaderRowsField
          rows={draft.headers}
          errors={errors.headers}
          onChange={(headers) => {
            onChange({ ...draft, headers });
          }}
        />
      </div>
      <FormField
        className="custom-model-fields__wide"
        label={intl.formatMessage({
          id: 'models.form.bodyFields',
          defaultMessage: 'Extra body fields (JSON)',
        })}
        hint={intl.formatMessage(
          {
            id: 'models.form.bodyFieldsHint',
            defaultMessage: 'Merged into every request body, for example {example}.',
          },
          { example: '{"provider": {"sort": "price"}}' },
        )}
        error={errorOf('bodyFields')}
      >
        {(control) => <textarea {...control} {...text('bodyFields')} rows={4} spellCheck={false} />}
      </FormField>
    </div>
  );
}
