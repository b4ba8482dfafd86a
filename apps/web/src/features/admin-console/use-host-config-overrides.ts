import { useCallback, useEffect, useState } from 'react';
import type { AdminHostConfigResponse } from '@confab/core/protocol';
import { serverErrorMessage } from '../../host/server-request-error.ts';
import type { AdminClient } from './admin-client.ts';

export interface HostConfigOverridesState {
  data: AdminHostConfigResponse | undefined;
  /** The server's words for the last failed load or save. */
  error: string | undefined;
  saving: boolean;
  /** True once the last save succeeded, until the next one starts. */
  saved: boolean;
  /** Stores the whole set of overrides; resolves false when the server refused it. */
  save: (overrides: Record<string, unknown>) => Promise<boolean>;
}

/** The stored overrides and the effective config, as GET/PUT /api/admin/host-config answer them. */
export function useHostConfigOverrides(client: AdminClient): HostConfigOverridesState {
  const [data, setData] = useState<AdminHostConfigResponse>();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let current = true;
    client.hostConfig().then(
      (loaded) => {
        if (current) setData(loaded);
      },
      (failure: unknown) => {
        if (current) setError(serverErrorMessage(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [client]);

  const save = useCallback(
    async (overrides: Record<string, unknown>) => {
      setSaving(true);
      setSaved(false);
      setError(undefined);
      try {
        setData(await client.saveHostConfig(overrides));
        setSaved(true);
        return true;
      } catch (failure) {
        setError(serverErrorMessage(failure));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [client],
  );

  return { data, error, saving, saved, save };
}
