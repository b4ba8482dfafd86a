import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { formFieldClassNames } from '@confab/ui';
import { CollectionMultiSelect } from '../../knowledge-picker/index.ts';

const messages = defineMessages({
  access: { id: 'agents.editor.knowledgeAccess', defaultMessage: 'Knowledge base access' },
  accessHint: {
    id: 'agents.editor.knowledgeAccessHint',
    defaultMessage:
      'Each prompt in this agent’s chats retrieves passages from these collections only, whatever the chat or project says.',
  },
  collections: { id: 'agents.editor.knowledgeCollections', defaultMessage: 'Knowledge collections' },
});

export interface KnowledgeAccessFieldProps {
  access: boolean;
  collectionIDs: string[];
  onChange: (part: { knowledgeBaseAccess?: boolean; knowledgeBaseTags?: string[] }) => void;
}

/**
 * The agent's knowledge: a switch for access and the collections it is limited to (kept in the
 * agent's `knowledgeBaseTags`, the spec's tags, so shared and exported agents keep them).
 */
export function KnowledgeAccessField({ access, collectionIDs, onChange }: KnowledgeAccessFieldProps) {
  const intl = useIntl();
  const switchID = useId();
  const hintID = useId();
  return (
    <div className="agent-knowledge">
      <div className="agent-knowledge__switch">
        <label htmlFor={switchID} className={formFieldClassNames.label}>
          {intl.formatMessage(messages.access)}
        </label>
        <input
          id={switchID}
          type="checkbox"
          role="switch"
          checked={access}
          aria-describedby={hintID}
          onChange={(event) => {
            onChange({ knowledgeBaseAccess: event.target.checked });
          }}
        />
      </div>
      <p id={hintID} className={formFieldClassNames.hint}>
        {intl.formatMessage(messages.accessHint)}
      </p>
      <CollectionMultiSelect
        legend={intl.formatMessage(messages.collections)}
        value={collectionIDs}
        disabled={!access}
        noneMeansAll
        onChange={(knowledgeBaseTags) => {
          onChange({ knowledgeBaseTags });
        }}
      />
    </div>
  );
}
