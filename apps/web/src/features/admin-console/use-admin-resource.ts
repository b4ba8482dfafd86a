import { useCallback, useEffect, useState } from 'react';
import { serverErrorMessage } from '../../host/server-request-error.ts';

export interface AdminResource<Value> {
  value: Value | undefined;
  error: string | undefined;
  busy: boolean;
  /** Runs a change that answers the new value; failures show as `error`. Resolves whether it worked. */
  change: (action: () => Promise<Value>) => Promise<boolean>;
}

/** One admin list (members, models…): loaded once, replaced by what each change answers. */
export function useAdminResource<Value>(load: () => Promise<Value>): AdminResource<Value> {
  const [value, setValue] = useState<Value>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    load().then(
      (loaded) => {
        if (current) setValue(loaded);
      },
      (failure: unknown) => {
        if (current) setError(serverErrorMessage(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [load]);

  const change = useCallback(async (action: () => Promise<Value>) => {
    setBusy(true);
    setError(undefined);
    try {
      setValue(await action());
      return true;
    } catch (failure) {
      setError(serverErrorMessage(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);

  return { value, error, busy, change };
}
