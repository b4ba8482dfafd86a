import { useIntl } from 'react-intl';
import type { Agent } from '@confab/core';
import { agentMessages, agentValueMessages } from './agent-messages.ts';
import { downloadAgentFile } from './download-agent-file.ts';
import { cloudTokenStore } from '../account/index.ts';
import { publishAgent, SharedAgentRequestError } from './shared-agent-client.ts';
import type { AgentActions } from './use-agent-actions.ts';
import type { ToastTone } from '@confab/ui';

export interface AgentTransferOptions {
  actions: AgentActions;
  notify: (text: string, tone?: ToastTone) => void;
}

/** Export and import from the page, each ending in the toast spec §8 lists for it. */
export function useAgentTransfer({ actions, notify }: AgentTransferOptions) {
  const intl = useIntl();
  const failed = () => {
    notify(intl.formatMessage(agentMessages.somethingWentWrong), 'error');
  };

  const exportAgent = (agent: Agent) => {
    downloadAgentFile(agent).catch(failed);
  };

  const importFile = async (file: File) => {
    const result = await actions.importFile(await file.text());
    if (result.ok) notify(intl.formatMessage(agentMessages.imported));
    else if (result.reason === 'checksum')
      notify(intl.formatMessage(agentMessages.importChecksumFailed), 'error');
    // Spec §5: a file that cannot be read as an agent gets the generic message.
    else failed();
  };

  const shareAgent = async (agent: Agent) => {
    const token = cloudTokenStore.read();
    if (token === undefined) {
      notify(intl.formatMessage(agentMessages.shareNeedsAccount), 'error');
      return;
    }
    const link = await publishAgent(agent, token);
    try {
      await navigator.clipboard.writeText(link);
      notify(intl.formatMessage(agentMessages.shareLinkCopied));
    } catch {
      // Without clipboard access (an unfocused page, a denied permission) the link is still shown.
      notify(intl.formatMessage(agentValueMessages.shareLink, { link }));
    }
  };

  return {
    exportAgent,
    shareAgent: (agent: Agent) => {
      shareAgent(agent).catch((error: unknown) => {
        if (error instanceof SharedAgentRequestError && error.userMessage !== undefined)
          notify(error.userMessage, 'error');
        else failed();
      });
    },
    importFile: (file: File) => {
      importFile(file).catch(failed);
    },
  };
}
