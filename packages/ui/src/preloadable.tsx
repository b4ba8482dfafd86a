import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';

/** Code loaded on demand that can also be asked for ahead of its first use. */
export interface Preloadable<Value> {
  /** Starts the load once, and again after a failed one (offline, say); resolves with its value. */
  preload: () => Promise<Value>;
  /** The value once loaded. */
  loaded: () => Value | undefined;
  /** Called once the load has succeeded. */
  subscribe: (listener: () => void) => () => void;
}

export function preloadable<Value>(load: () => Promise<Value>): Preloadable<Value> {
  let value: { loaded: Value } | undefined;
  let loading: Promise<Value> | undefined;
  const listeners = new Set<() => void>();
  return {
    preload: () => {
      loading ??= load().then(
        (loaded) => {
          value = { loaded };
          for (const listener of [...listeners]) listener();
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => value?.loaded,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * A component from preloadable code: drawn at once when the code is loaded, through Suspense before.
 * Which of the two is kept for the component's life: switching would mount it afresh and lose its
 * state (an open editor). A failed load is tried again by the next component mounted (React.lazy
 * keeps a failure for good, so a new one is made).
 */
export function preloadedComponent<Value, Props extends object>(
  source: Preloadable<Value>,
  pick: (value: Value) => ComponentType<Props>,
): ComponentType<Props> {
  let current: ComponentType<Props> | undefined;
  const currentLazy = (): ComponentType<Props> =>
    (current ??= lazy(async () => {
      try {
        return { default: pick(await source.preload()) };
      } catch (error) {
        current = undefined;
        throw error;
      }
    }));
  function PreloadedComponent(props: Props) {
    const [Loaded] = useState(() => {
      const value = source.loaded();
      return value === undefined ? undefined : pick(value);
    });
    const [Lazy] = useState(currentLazy);
    if (Loaded) return createElement(Loaded, props);
    return <Suspense fallback={null}>{createElement(Lazy, props)}</Suspense>;
  }
  return PreloadedComponent;
}
