import { useIntl } from 'react-intl';
import { CollectionMultiSelect } from '../knowledge-picker/index.ts';
import { projectMessages } from './project-messages.ts';

export interface ProjectKnowledgeFieldProps {
  collectionIDs: string[];
  editable: boolean;
  onChange: (collectionIDs: string[]) => void;
}

/**
 * The project's knowledge collections. Unlike an agent's, choosing none retrieves nothing: a chat
 * of the project then follows its own "Use knowledge" switch.
 */
export function ProjectKnowledgeField({ collectionIDs, editable, onChange }: ProjectKnowledgeFieldProps) {
  const intl = useIntl();
  return (
    <section className="project-settings__section">
      <CollectionMultiSelect
        legend={intl.formatMessage(projectMessages.knowledgeBase)}
        legendClassName="project-settings__heading"
        hint={intl.formatMessage(projectMessages.knowledgeBaseHint)}
        value={collectionIDs}
        disabled={!editable}
        onChange={onChange}
      />
    </section>
  );
}
