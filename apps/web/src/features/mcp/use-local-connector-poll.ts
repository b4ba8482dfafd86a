import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { connectorClient, connectorTimeouts } from './connector-client.ts';
import { ConnectorError } from './connector-error.ts';
import { connectorErrorText } from './connector-error-text.ts';
import {
  localConnectorURLs,
  localPollIntervalMilliseconds,
  preCheckDelayMilliseconds,
} from './local-connector-urls.ts';

/** The failure worth showing: a connector that answered (e.g. another token) beats no answer at all. */
function mostTelling(failures: unknown[]): unknown {
  return (
    failures.find((error) => error instanceof ConnectorError && error.failure === 'status') ?? failures[0]
  );
}

/**
 * Pings every local address with `token` (1 s each) every 3 s until one answers, then calls
 * `onConnected` with its URL once. Returns the latest failure, worded for the person.
 */
export function useLocalConnectorPoll(token: string, onConnected: (url: string) => void): string | undefined {
  const intl = useIntl();
  const [lastError, setLastError] = useState<string>();
  const connected = useRef(onConnected);
  useEffect(() => {
    connected.current = onConnected;
  });

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const round = async () => {
      const results = await Promise.allSettled(
        localConnectorURLs.map(async (url) => {
          await connectorClient({ url, token }).ping(connectorTimeouts.localPingMilliseconds);
          return url;
        }),
      );
      if (stopped) return;
      const answered = results.find((result) => result.status === 'fulfilled');
      if (answered) {
        connected.current(answered.value);
        return;
      }
      const failures = results.flatMap((result): unknown[] =>
        result.status === 'rejected' ? [result.reason] : [],
      );
      setLastError(connectorErrorText(intl, mostTelling(failures)));
      timer = setTimeout(() => void round(), localPollIntervalMilliseconds);
    };
    timer = setTimeout(() => void round(), preCheckDelayMilliseconds('local'));
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [token, intl]);

  return lastError;
}
