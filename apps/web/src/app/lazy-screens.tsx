import { createElement, lazy, type ComponentType } from 'react';
import { lazyComponent } from '@confab/ui';

const failedScreens = new Set<() => void>();

/**
 * React.lazy keeps a failed import (offline, a deploy replaced the chunk) for good, so the screen's
 * "Try again" would meet the same error. A failed screen is set aside and starts a fresh import
 * when `retryFailedScreens` is called; not on its own, or React would retry it in a loop.
 */
function lazyScreen<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let current: ComponentType<Props>;
  const start = () => {
    current = lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        failedScreens.add(start);
        throw error;
      }
    });
  };
  start();
  function LazyScreen(props: Props) {
    return createElement(current, props);
  }
  return LazyScreen;
}

/** The next render of a screen whose code failed to load imports it again. */
export function retryFailedScreens(): void {
  for (const restart of failedScreens) restart();
  failedScreens.clear();
}

/**
 * Screens a person rarely opens first load on demand, so the critical path holds only the shell and
 * the chat (ARCHITECTURE §5 budget: 150 KB of gzip JavaScript before the composer is usable).
 */
// The screen file, not the feature's index: the chat imports the index statically (the model picker),
// and a dynamic import of that same module would pull the whole screen onto the critical path.
export const LazyModelsScreen = lazyScreen(
  async () => (await import('../features/models/models-screen.tsx')).ModelsScreen,
);

export const LazySettingsScreen = lazyScreen(
  async () => (await import('../features/settings/settings-screen.tsx')).SettingsScreen,
);

export const LazyAgentsScreen = lazyScreen(
  async () => (await import('../features/agents/agents-screen.tsx')).AgentsScreen,
);

export const LazyPluginsScreen = lazyScreen(async () => (await import('./plugins-tab.tsx')).PluginsTab);

export const LazyPromptsScreen = lazyScreen(
  async () => (await import('../features/prompts/prompts-screen.tsx')).PromptsScreen,
);

export const LazyFilesScreen = lazyScreen(
  async () => (await import('../features/files/files-screen.tsx')).FilesScreen,
);

/** The Files tab's knowledge portal section (knowledge-portal feature), passed into the screen's slot. */
export const LazyKnowledgePortalSection = lazyComponent(
  async () => (await import('../features/knowledge-portal/on-demand.ts')).KnowledgePortalSection,
);

/** Runs only signed in on a managed host: keeps the organisation's collections on the device. */
export const LazyKnowledgeDemoPrompt = lazyComponent(
  async () => (await import('../features/knowledge-portal/on-demand.ts')).KnowledgeDemoPrompt,
);

export const LazyOrganisationKnowledgeSync = lazyComponent(
  async () => (await import('../features/knowledge-portal/on-demand.ts')).OrganisationKnowledgeSync,
);

/** Opened only by a share link, so its agents code stays off the critical path otherwise. */
export const LazySharedAgentPopup = lazy(async () => ({
  default: (await import('../features/agents/shared-agent-popup.tsx')).SharedAgentPopup,
}));

/** Opened only by `?import_plugin=`. */
export const LazyPluginLinkPopup = lazy(async () => ({
  default: (await import('../features/plugin-import/on-demand.ts')).PluginLinkPopup,
}));

/** Opened only by a shared chat's "Continue this chat in Confab". */
export const LazyContinueSharedChat = lazy(async () => ({
  default: (await import('../features/sharing/on-demand.ts')).ContinueSharedChat,
}));

// Only a signed-in person can meet these; the rest never download them.
export const LazySyncNotices = lazyComponent(
  async () => (await import('../features/cloud-sync/sync-notices.tsx')).SyncNotices,
);
export const LazyFirstSyncDialog = lazyComponent(
  async () => (await import('../features/cloud-sync/first-sync-dialog.tsx')).FirstSyncDialog,
);
