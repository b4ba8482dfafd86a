import { useCallback, useEffect, useState } from 'react';
import type { SharedLink, SharedLinkType } from '@confab/core/protocol';
import { deleteSharedLinks, listSharedLinks } from './shared-links-client.ts';
import { useOrgApiBase } from '../../host/org-api.ts';

export type SharedLinksDeletion = { ids: readonly string[] } | 'all';

interface LoadedLinks {
  type: SharedLinkType;
  links: SharedLink[];
  failed: boolean;
}

/**
 * The manager's list of one type: loaded on open and on every type change (spec §4). A failed load
 * or delete keeps the list as it was and raises the error line (spec §8), and is logged.
 */
export function useSharedLinks(type: SharedLinkType, token: string) {
  const [loaded, setLoaded] = useState<LoadedLinks | undefined>();
  const [busy, setBusy] = useState(false);
  const orgBase = useOrgApiBase();

  useEffect(() => {
    let current = true;
    listSharedLinks(type, token, orgBase).then(
      (links) => {
        if (current) setLoaded({ type, links, failed: false });
      },
      (error: unknown) => {
        if (!current) return;
        console.warn('Loading shared links failed', error);
        setLoaded((previous) => ({
          type,
          links: previous?.type === type ? previous.links : [],
          failed: true,
        }));
      },
    );
    return () => {
      current = false;
    };
  }, [type, token, orgBase]);

  const remove = useCallback(
    async (deletion: SharedLinksDeletion): Promise<boolean> => {
      setBusy(true);
      try {
        const links = await deleteSharedLinks(
          deletion === 'all'
            ? { ids: [], type, isDeleteAll: true }
            : { ids: [...deletion.ids], type, isDeleteAll: false },
          token,
          orgBase,
        );
        setLoaded({ type, links, failed: false });
        return true;
      } catch (error) {
        console.warn('Deleting shared links failed', error);
        setLoaded((previous) => ({
          type,
          links: previous?.type === type ? previous.links : [],
          failed: true,
        }));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [type, token, orgBase],
  );

  const current = loaded?.type === type ? loaded : undefined;
  return { links: current?.links ?? [], loading: !current, busy, failed: current?.failed ?? false, remove };
}
