import type { ReactNode } from 'react';
import { ResultPage } from './result-page.tsx';
import type { CallbackOutcome } from './use-callback-outcome.ts';

export interface CallbackResultPageProps<Value> {
  outcome: CallbackOutcome<Value>;
  headings: { loading: string; success: string; error: string };
  /** What was finished (a server's address, a plugin's title), under the success heading. */
  successDetail: (value: Value) => ReactNode;
  /** Why it failed, for whatever the callback's work threw. */
  errorDetail: (error: unknown) => ReactNode;
  closeLabel: string;
  fallbackPath: string;
}

/** The outcome of `useCallbackOutcome` on a `ResultPage`: progress, then what was done or why not. */
export function CallbackResultPage<Value>({
  outcome,
  headings,
  successDetail,
  errorDetail,
  closeLabel,
  fallbackPath,
}: CallbackResultPageProps<Value>) {
  const shared = { closeLabel, fallbackPath };
  switch (outcome.phase) {
    case 'loading':
      return <ResultPage phase="loading" heading={headings.loading} {...shared} />;
    case 'success':
      return (
        <ResultPage
          phase="success"
          heading={headings.success}
          detail={successDetail(outcome.value)}
          {...shared}
        />
      );
    case 'error':
      return (
        <ResultPage phase="error" heading={headings.error} detail={errorDetail(outcome.error)} {...shared} />
      );
  }
}
