import { describeRenderError } from './log-render-error.ts';

export interface ErrorDetailsContext {
  now: Date;
  userAgent: string;
  /** Only the path: the query and hash may carry a chat id or an entry link's text. */
  pathname: string;
  componentStack?: string | undefined;
}

/**
 * What "Copy details" puts on the clipboard for a bug report: the error's kind and where it was
 * thrown, never its message (it may quote a chat or a key), with the browser and the page.
 */
export function errorDetails(error: unknown, context: ErrorDetailsContext): string {
  return [
    `Confab error report, ${context.now.toISOString()}`,
    `Page: ${context.pathname}`,
    `Browser: ${context.userAgent}`,
    '',
    describeRenderError(error),
    ...(context.componentStack ? ['', `Components:${context.componentStack}`] : []),
  ].join('\n');
}

export function currentErrorDetails(error: unknown, componentStack?: string): string {
  return errorDetails(error, {
    now: new Date(),
    userAgent: navigator.userAgent,
    pathname: window.location.pathname,
    componentStack,
  });
}
