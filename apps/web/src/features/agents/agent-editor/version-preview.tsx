import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import type { AgentVersion } from '@confab/core';
import { useCategoryLabel } from '../use-category-label.ts';
import { editorMessages } from './editor-messages.ts';

export interface VersionPreviewProps {
  version: AgentVersion;
  isLatest: boolean;
  onRevert: (version: AgentVersion) => void;
  onClose: () => void;
}

/**
 * A read-only look at a past version, with every field a revert would bring back that a person
 * reads (model, categories, starters too); spec §2: the latest version offers only a close button.
 */
export function VersionPreview({ version, isLatest, onRevert, onClose }: VersionPreviewProps) {
  const intl = useIntl();
  const categoryLabel = useCategoryLabel();
  const { data } = version;
  const starters = data.conversationStarters ?? [];
  return (
    <section className="version-preview" aria-label={intl.formatMessage(editorMessages.preview)}>
      <dl>
        <dt>{intl.formatMessage(editorMessages.title)}</dt>
        <dd>{data.title}</dd>
        {data.description ? (
          <>
            <dt>{intl.formatMessage(editorMessages.description)}</dt>
            <dd>{data.description}</dd>
          </>
        ) : null}
        <dt>{intl.formatMessage(editorMessages.model)}</dt>
        <dd>{data.model ?? intl.formatMessage(editorMessages.defaultModel)}</dd>
        {data.categories.length > 0 ? (
          <>
            <dt>{intl.formatMessage(editorMessages.categories)}</dt>
            <dd>{data.categories.map(categoryLabel).join(', ')}</dd>
          </>
        ) : null}
        <dt>{intl.formatMessage(editorMessages.instructions)}</dt>
        <dd className="version-preview__instructions">{data.prompt}</dd>
        {data.welcomeMessage ? (
          <>
            <dt>{intl.formatMessage(editorMessages.welcomeMessage)}</dt>
            <dd>{data.welcomeMessage}</dd>
          </>
        ) : null}
        {starters.length > 0 ? (
          <>
            <dt>{intl.formatMessage(editorMessages.starters)}</dt>
            <dd>
              <ul className="version-preview__starters">
                {starters.map((starter, index) => (
                  <li key={index}>{starter}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
      <div className="version-preview__actions">
        {isLatest ? null : (
          <Button
            variant="primary"
            onClick={() => {
              onRevert(version);
            }}
          >
            {intl.formatMessage(editorMessages.revert)}
          </Button>
        )}
        <Button onClick={onClose}>{intl.formatMessage(editorMessages.closePreview)}</Button>
      </div>
    </section>
  );
}
