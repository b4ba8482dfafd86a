import {
  Component,
  createElement,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/** A background part's code did not arrive (offline, a deploy replaced the chunk). */
class PartCodeUnavailable extends Error {}

interface BoundaryProps {
  onUnavailable: () => void;
  children: ReactNode;
}

/**
 * Only a failed load is caught here: without a background part's code the page goes on without it.
 * Any other error goes on to the page's boundary as before.
 */
class CodeUnavailableBoundary extends Component<BoundaryProps, { error: Error | undefined }> {
  override state: { error: Error | undefined } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof PartCodeUnavailable) this.props.onUnavailable();
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (error instanceof PartCodeUnavailable) return null;
    throw error;
  }
}

/** A failed load is tried again when the browser is back online, and at the latest after this long. */
const retryAfterMs = 30_000;

/**
 * A part whose code loads after the first screen and that shows nothing until it is needed (hosts
 * of prompts and dialogs). A person who goes offline in that moment must not lose the page to a
 * failed import: the part renders nothing until its code arrives on a later try.
 */
export function lazyBackgroundPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const loadPart = () =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        throw new PartCodeUnavailable('A background part could not be loaded', { cause: error });
      }
    });
  function LazyBackgroundPart(props: Props) {
    const [attempt, setAttempt] = useState(() => ({ number: 0, Part: loadPart() }));
    const [unavailable, setUnavailable] = useState(false);
    useEffect(() => {
      if (!unavailable) return undefined;
      const retry = () => {
        setUnavailable(false);
        // React.lazy keeps a failed import for good: a retry needs a new lazy component.
        setAttempt((previous) => ({ number: previous.number + 1, Part: loadPart() }));
      };
      window.addEventListener('online', retry);
      const timer = window.setTimeout(retry, retryAfterMs);
      return () => {
        window.removeEventListener('online', retry);
        window.clearTimeout(timer);
      };
    }, [unavailable]);
    return (
      <CodeUnavailableBoundary
        key={attempt.number}
        onUnavailable={() => {
          setUnavailable(true);
        }}
      >
        <Suspense fallback={null}>{createElement(attempt.Part, props)}</Suspense>
      </CodeUnavailableBoundary>
    );
  }
  return LazyBackgroundPart;
}
