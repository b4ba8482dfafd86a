import { useState } from 'react';
import { useIntl } from 'react-intl';
import { agentImportMaxBytes, type Agent, type AgentImportCandidate } from '@confab/core';
import type { ToastTone } from '@confab/ui';
import { agentMessages, agentValueMessages } from './agent-messages.ts';
import { downloadAgentFile } from './download-agent-file.ts';
import { cloudTokenStore } from '../account/index.ts';
import { importFailureMessage } from './import-messages.ts';
import { publishAgent, SharedAgentRequestError } from './shared-agent-client.ts';
import type { AgentActions } from './use-agent-actions.ts';
import { useImportedAgentSaver } from './use-imported-agent-saver.ts';
import { useOrgApiBase } from '../../host/org-api.ts';

export interface AgentTransferOptions {
  actions: AgentActions;
  notify: (text: string, tone?: ToastTone) => void;
}

/**
 * Export, share and import from the page. An import is read, then reviewed (`review`), and saved
 * only when the person confirms; every refusal names its reason.
 */
export function useAgentTransfer({ actions, notify }: AgentTransferOptions) {
  const intl = useIntl();
  const orgBase = useOrgApiBase();
  const [review, setReview] = useState<AgentImportCandidate | undefined>();
  const [saving, setSaving] = useState(false);
  const saveImported = useImportedAgentSaver(actions, notify);
  const failed = () => {
    notify(intl.formatMessage(agentMessages.somethingWentWrong), 'error');
  };

  const exportAgent = (agent: Agent) => {
    downloadAgentFile(agent).catch(failed);
  };

  const importFile = async (file: File) => {
    const result =
      file.size > agentImportMaxBytes
        ? ({ ok: false, reason: 'too-large', limit: agentImportMaxBytes } as const)
        : await actions.readImportFile(await file.text());
    if (result.ok) setReview(result);
    else
      notify(
        importFailureMessage(result, (descriptor, values) => intl.formatMessage(descriptor, values)),
        'error',
      );
  };

  const confirmImport = async (options: { fetchAvatar: boolean }) => {
    if (!review) return;
    setSaving(true);
    try {
      await saveImported(review, options);
      setReview(undefined);
      notify(intl.formatMessage(agentMessages.imported));
    } finally {
      setSaving(false);
    }
  };

  const shareAgent = async (agent: Agent) => {
    const token = cloudTokenStore.read();
    if (token === undefined) {
      notify(intl.formatMessage(agentMessages.shareNeedsAccount), 'error');
      return;
    }
    const link = await publishAgent(agent, token, orgBase);
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
    review,
    saving,
    confirmImport: (options: { fetchAvatar: boolean }) => {
      confirmImport(options).catch(failed);
    },
    cancelImport: () => {
      setReview(undefined);
    },
  };
}
