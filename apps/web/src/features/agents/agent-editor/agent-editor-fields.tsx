import { useIntl } from 'react-intl';
import { avatarMaxBytes, type AgentDraft, type AgentDraftErrors } from '@confab/core';
import { FormField, formFieldClassNames } from '@confab/ui';
import { formatByteSize } from '../../../i18n/format-byte-size.ts';
import { ModelPicker } from '../../models/index.ts';
import { AssignedPluginsField } from './assigned-plugins-field.tsx';
import { CategoriesField } from './categories-field.tsx';
import { editorMessages, editorValueMessages } from './editor-messages.ts';
import { FewShotExamplesField } from './few-shot-examples-field.tsx';
import { KnowledgeAccessField } from './knowledge-access-field.tsx';
import { StartersField } from './starters-field.tsx';

export interface AgentEditorFieldsProps {
  draft: AgentDraft;
  errors: AgentDraftErrors;
  onChange: (part: Partial<AgentDraft>) => void;
}

/** Every field of the agent editor, in the order a person fills them in. */
export function AgentEditorFields({ draft, errors, onChange }: AgentEditorFieldsProps) {
  const intl = useIntl();
  const required = intl.formatMessage(editorMessages.required);
  const avatarError =
    errors.avatarURL === 'refused'
      ? intl.formatMessage(editorMessages.avatarRefused)
      : errors.avatarURL === 'unavailable'
        ? intl.formatMessage(editorValueMessages.avatarUnavailable, {
            size: formatByteSize(intl, avatarMaxBytes),
          })
        : undefined;
  return (
    <div className="agent-editor__fields">
      <FormField label={intl.formatMessage(editorMessages.title)} error={errors.title ? required : undefined}>
        {(control) => (
          <input
            {...control}
            type="text"
            value={draft.title}
            onChange={(event) => {
              onChange({ title: event.target.value });
            }}
          />
        )}
      </FormField>
      <FormField label={intl.formatMessage(editorMessages.description)}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={draft.description}
            onChange={(event) => {
              onChange({ description: event.target.value });
            }}
          />
        )}
      </FormField>
      <CategoriesField
        categories={draft.categories}
        onChange={(categories) => {
          onChange({ categories });
        }}
      />
      <div className="agent-editor__row">
        <FormField label={intl.formatMessage(editorMessages.color)}>
          {(control) => (
            <input
              {...control}
              type="color"
              value={draft.color}
              onChange={(event) => {
                onChange({ color: event.target.value });
              }}
            />
          )}
        </FormField>
        <FormField
          label={intl.formatMessage(editorMessages.avatarURL)}
          hint={intl.formatMessage(editorMessages.avatarHint)}
          error={avatarError}
        >
          {(control) => (
            <input
              {...control}
              type="url"
              value={draft.avatarURL}
              onChange={(event) => {
                onChange({ avatarURL: event.target.value });
              }}
            />
          )}
        </FormField>
      </div>
      <div className={formFieldClassNames.field}>
        <span className={formFieldClassNames.label} aria-hidden="true">
          {intl.formatMessage(editorMessages.model)}
        </span>
        <ModelPicker
          label={intl.formatMessage(editorMessages.model)}
          value={draft.model}
          onChange={(model) => {
            onChange({ model });
          }}
        />
        <p className={formFieldClassNames.hint}>{intl.formatMessage(editorMessages.modelHint)}</p>
      </div>
      <FormField
        label={intl.formatMessage(editorMessages.instructions)}
        hint={intl.formatMessage(editorMessages.instructionsHint)}
        error={errors.prompt ? required : undefined}
      >
        {(control) => (
          <textarea
            {...control}
            rows={6}
            value={draft.prompt}
            onChange={(event) => {
              onChange({ prompt: event.target.value });
            }}
          />
        )}
      </FormField>
      <FormField label={intl.formatMessage(editorMessages.welcomeMessage)}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={draft.welcomeMessage}
            onChange={(event) => {
              onChange({ welcomeMessage: event.target.value });
            }}
          />
        )}
      </FormField>
      <StartersField
        starters={draft.conversationStarters}
        onChange={(conversationStarters) => {
          onChange({ conversationStarters });
        }}
      />
      <FewShotExamplesField
        examples={draft.fewShotExamples}
        onChange={(fewShotExamples) => {
          onChange({ fewShotExamples });
        }}
      />
      <AssignedPluginsField
        assigned={draft.assignedPlugins}
        enforced={draft.enforceAssignedPlugins}
        onChange={onChange}
      />
      <KnowledgeAccessField
        access={draft.knowledgeBaseAccess}
        collectionIDs={draft.knowledgeBaseTags}
        onChange={onChange}
      />
    </div>
  );
}
