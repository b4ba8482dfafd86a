import { lazy } from 'react';
import { lazyComponent } from '@confab/ui';

/**
 * Screens a person rarely opens first load on demand, so the critical path holds only the shell and
 * the chat (ARCHITECTURE §5 budget: 150 KB of gzip JavaScript before the composer is usable).
 */
// The screen file, not the feature's index: the chat imports the index statically (the model picker),
// and a dynamic import of that same module would pull the whole screen onto the critical path.
export const LazyModelsScreen = lazy(async () => ({
  default: (await import('../features/models/models-screen.tsx')).ModelsScreen,
}));

export const LazySettingsScreen = lazy(async () => ({
  default: (await import('../features/settings/settings-screen.tsx')).SettingsScreen,
}));

export const LazyAgentsScreen = lazy(async () => ({
  default: (await import('../features/agents/agents-screen.tsx')).AgentsScreen,
}));

export const LazyPromptsScreen = lazy(async () => ({
  default: (await import('../features/prompts/prompts-screen.tsx')).PromptsScreen,
}));

/** Opened only by a share link, so its agents code stays off the critical path otherwise. */
export const LazySharedAgentPopup = lazy(async () => ({
  default: (await import('../features/agents/shared-agent-popup.tsx')).SharedAgentPopup,
}));

// Only a signed-in person can meet these; the rest never download them.
export const LazySyncNotices = lazyComponent(
  async () => (await import('../features/cloud-sync/sync-notices.tsx')).SyncNotices,
);
export const LazyFirstSyncDialog = lazyComponent(
  async () => (await import('../features/cloud-sync/first-sync-dialog.tsx')).FirstSyncDialog,
);
