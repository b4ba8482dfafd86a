import { agentExportFile, agentExportFileName, type Agent } from '@confab/core';

/**
 * Saves the agent's export file (spec §3) through a temporary download link, the one way a page can
 * hand the browser a file it made itself.
 */
export async function downloadAgentFile(agent: Agent): Promise<void> {
  const file = await agentExportFile(agent);
  const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = agentExportFileName(agent);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: revoking at once can cancel the download before it starts.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
