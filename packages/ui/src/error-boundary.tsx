import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface RenderFailure {
  error: unknown;
  /** Renders the children again: for a failure that may not repeat (a chunk that failed to load). */
  retry: () => void;
}

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What stands in for the children after one of them threw while rendering. */
  fallback: (failure: RenderFailure) => ReactNode;
  /**
   * Values the children render from: when one changes (another screen, a message's new text), a
   * failed boundary renders its children again instead of keeping the fallback.
   */
  resetKeys?: readonly unknown[];
  /** Told once per caught failure; logging belongs to the root's error handlers, not here. */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface ErrorBoundaryState {
  failure: { error: unknown } | null;
  resetKeys: readonly unknown[];
}

function sameKeys(left: readonly unknown[], right: readonly unknown[]): boolean {
  return left.length === right.length && left.every((value, index) => Object.is(value, right[index]));
}

/**
 * Keeps a render failure to the part that failed. Without one, React unmounts the whole root and
 * the page goes blank; with one, the rest of the page keeps working around the fallback.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failure: null, resetKeys: this.props.resetKeys ?? [] };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    const keys = props.resetKeys ?? [];
    if (sameKeys(keys, state.resetKeys)) return null;
    return { failure: null, resetKeys: keys };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private readonly retry = () => {
    this.setState({ failure: null });
  };

  override render(): ReactNode {
    const { failure } = this.state;
    if (failure) return this.props.fallback({ error: failure.error, retry: this.retry });
    return this.props.children;
  }
}
