import { memo } from 'react';
import { useAfterFirstScreen } from './after-first-screen.ts';
import type { DeferredHostsProps } from './deferred-hosts.tsx';
import { lazyBackgroundPart } from './lazy-background-part.tsx';

const LazyDeferredHosts = lazyBackgroundPart<DeferredHostsProps>(
  async () => (await import('./deferred-hosts.tsx')).DeferredHosts,
);

/**
 * The deferred hosts, once the first screen is up. The flag lives here, not in App: its turning true
 * (a moment after the composer's mark) re-rendered App, whose inline callbacks then re-rendered the
 * workspace bar, the sidebar and the chat screen, a 20–45 ms commit right after the start (a
 * profiling build). Memoised, as the bar and the sidebar are, for App's other re-renders.
 */
export const DeferredHostsAfterFirstScreen = memo(function DeferredHostsAfterFirstScreen(
  props: DeferredHostsProps,
) {
  const afterFirstScreen = useAfterFirstScreen();
  return afterFirstScreen ? <LazyDeferredHosts {...props} /> : null;
});
