import { createElement, lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code loads the first time it renders, with nothing shown meanwhile. For dialogs
 * and rare pages: keeping them out of the first bundle is what keeps the app's start fast.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: Props) {
    return <Suspense fallback={null}>{createElement(Loaded, props)}</Suspense>;
  }
  return LazyComponent;
}
