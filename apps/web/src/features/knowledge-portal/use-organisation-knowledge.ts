import { useEffect } from 'react';
import { useHostConfig } from '../../host/host-config.tsx';
import { useStorage } from '../../storage/app-storage.tsx';
import { useCloudToken } from '../account/index.ts';
import { syncOrganisationKnowledge } from './organisation-knowledge-sync.ts';

/** How often a focused app looks for changes to the organisation's knowledge base at most. */
export const organisationRefreshMs = 5 * 60 * 1000;

/**
 * Keeps the organisation's published collections on this device while a member is signed in on a
 * managed host: once at start (and sign-in), then when the app regains focus after a while.
 */
export function useOrganisationKnowledge(): void {
  const storage = useStorage();
  const token = useCloudToken();
  const { managed } = useHostConfig();

  useEffect(() => {
    if (!managed || token === undefined) return;
    let lastRun = 0;
    let running = false;
    const run = () => {
      if (running || Date.now() - lastRun < organisationRefreshMs) return;
      running = true;
      lastRun = Date.now();
      syncOrganisationKnowledge({ storage, token })
        .catch((error: unknown) => {
          console.warn('Confab: the organisation knowledge base could not be updated.', error);
        })
        .finally(() => {
          running = false;
        });
    };
    run();
    window.addEventListener('focus', run);
    return () => {
      window.removeEventListener('focus', run);
    };
  }, [storage, token, managed]);
}

/** Mount once in the app (beside the sync provider); it draws nothing. */
export function OrganisationKnowledgeSync(): null {
  useOrganisationKnowledge();
  return null;
}
