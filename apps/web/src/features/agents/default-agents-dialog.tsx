import { useIntl } from 'react-intl';
import { defaultAgents, isDefaultAgentInstalled, type Agent } from '@confab/core';
import { AgentAvatar } from './agent-avatar.tsx';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
import './default-agents-dialog.css';
import { agentMessages } from './agent-messages.ts';

export interface DefaultAgentsDialogProps {
  library: readonly Agent[];
  onInstall: (defaultAgent: Agent) => void;
  onClose: () => void;
}

/** The agents Confab ships; each can be added once as a pinned copy. */
export function DefaultAgentsDialog({ library, onInstall, onClose }: DefaultAgentsDialogProps) {
  const intl = useIntl();
  return (
    <ModalDialog title={intl.formatMessage(agentMessages.defaultsTitle)} onClose={onClose} size="wide">
      <ul className="default-agents">
        {defaultAgents.map((defaultAgent) => {
          const installed = isDefaultAgentInstalled(defaultAgent, library);
          return (
            <li key={defaultAgent.id}>
              <article className="default-agent" aria-label={defaultAgent.title}>
                <AgentAvatar agent={defaultAgent} size="small" />
                <div className="default-agent__text">
                  <h3>{defaultAgent.title}</h3>
                  <p>{defaultAgent.description}</p>
                </div>
                <Button
                  variant={installed ? 'ghost' : 'secondary'}
                  disabled={installed}
                  onClick={() => {
                    onInstall(defaultAgent);
                  }}
                >
                  {intl.formatMessage(installed ? agentMessages.installed : agentMessages.install)}
                </Button>
              </article>
            </li>
          );
        })}
      </ul>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(agentMessages.close)}</Button>
      </DialogActions>
    </ModalDialog>
  );
}
