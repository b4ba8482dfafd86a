import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { agentMessages } from './agent-messages.ts';
import { CreateAgentMenu } from './create-agent-menu.tsx';

export interface AgentsHeaderProps {
  canCreate: boolean;
  defaultAgentsOffered: boolean;
  onCreate: () => void;
  onBrowseDefaults: () => void;
  onImportFile: (file: File) => void;
}

export function AgentsHeader({
  canCreate,
  defaultAgentsOffered,
  onCreate,
  onBrowseDefaults,
  onImportFile,
}: AgentsHeaderProps) {
  const intl = useIntl();
  return (
    <header className="agents-header">
      <div>
        <h1>{intl.formatMessage(agentMessages.heading)}</h1>
        <p className="agents-header__description">{intl.formatMessage(agentMessages.description)}</p>
      </div>
      <div className="agents-header__actions">
        {defaultAgentsOffered ? (
          <Button onClick={onBrowseDefaults}>{intl.formatMessage(agentMessages.browseDefaults)}</Button>
        ) : null}
        {canCreate ? (
          // A split button: creating is the main action, importing sits in its dropdown (spec §2).
          <div className="agents-header__create">
            <Button variant="primary" onClick={onCreate}>
              {intl.formatMessage(agentMessages.create)}
            </Button>
            <CreateAgentMenu onImportFile={onImportFile} />
          </div>
        ) : null}
      </div>
    </header>
  );
}
