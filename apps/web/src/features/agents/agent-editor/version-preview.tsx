import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import type { AgentVersion } from '@confab/core';
import { AgentContentFields } from '../agent-content-fields.tsx';
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
  const { data } = version;
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
        <AgentContentFields agent={data} block="version-preview" />
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
