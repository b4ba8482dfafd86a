import { useEffect, useRef, useState } from 'react';

export type CallbackOutcome<Value> =
  { phase: 'loading' } | { phase: 'success'; value: Value } | { phase: 'error'; error: unknown };

// One run per callback address: StrictMode mounts effects twice, and what the address carries (an
// OAuth code and state) is spent on first use, so a second mount reads the first one's outcome.
const completions = new Map<string, Promise<CallbackOutcome<unknown>>>();

/**
 * The work of a page something sends the person back to (an OAuth callback): `run` gets the
 * address's query once, the query is then cleared from the address (so the spent code stays out
 * of the history), and the page re-renders with the outcome. Sets the document's title.
 */
export function useCallbackOutcome<Value>(
  title: string,
  run: (query: URLSearchParams) => Promise<Value>,
): CallbackOutcome<Value> {
  const [outcome, setOutcome] = useState<CallbackOutcome<Value>>({ phase: 'loading' });
  // Read once: the effect clears the address, and StrictMode runs the effect again after that.
  const [search] = useState(() => window.location.search);
  const runRef = useRef(run);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    let current = true;
    let completion = completions.get(search);
    if (!completion) {
      completion = runRef.current(new URLSearchParams(search)).then(
        (value): CallbackOutcome<unknown> => ({ phase: 'success', value }),
        (error: unknown): CallbackOutcome<unknown> => ({ phase: 'error', error }),
      );
      completions.set(search, completion);
    }
    void completion.then((result) => {
      if (current) setOutcome(result as CallbackOutcome<Value>);
    });
    window.history.replaceState(null, '', window.location.pathname);
    return () => {
      current = false;
    };
  }, [search]);

  return outcome;
}
