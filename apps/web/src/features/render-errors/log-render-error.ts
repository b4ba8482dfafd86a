import type { ErrorInfo } from 'react';

/**
 * An error's kind and where it was thrown, without its message: a message may quote what was being
 * rendered (a chat's text, a key pasted into it, a provider URL with `?key=`), and logs get shared.
 */
export function describeRenderError(error: unknown): string {
  if (!(error instanceof Error)) return 'a non-Error value was thrown';
  const header = error.message === '' ? error.name : `${error.name}: ${error.message}`;
  const stack = error.stack ?? '';
  // Chromium's stack starts with the header; Firefox's and Safari's hold only the frames.
  const frames = stack.startsWith(header) ? stack.slice(header.length) : stack;
  if (error.message !== '' && frames.includes(error.message)) return error.name;
  return `${error.name}${frames}`;
}

// A message whose renderer throws on every token of a stream would log once per token otherwise.
const loggedFailures = new Set<string>();
const loggedFailuresLimit = 200;

/**
 * One line per failure, from the root's handlers (React calls each once per error), and a failure
 * that repeats in the same place (the same error kind and component stack) only the first time.
 */
function logRenderError(kind: string, error: unknown, info: Pick<ErrorInfo, 'componentStack'>): void {
  const line = `Confab: ${kind}. ${describeRenderError(error)}\nIn:${info.componentStack ?? ' (unknown)'}`;
  if (loggedFailures.has(line)) return;
  if (loggedFailures.size >= loggedFailuresLimit) loggedFailures.clear();
  loggedFailures.add(line);
  console.error(line);
}

/**
 * createRoot options: React's own handlers would print the error with its message (and again in
 * development); these print it once, without the message.
 */
export const rootErrorHandlers = {
  onCaughtError: (error: unknown, info: ErrorInfo) => {
    logRenderError('a part of the page failed to render and shows a notice instead', error, info);
  },
  onUncaughtError: (error: unknown, info: ErrorInfo) => {
    logRenderError('the page failed to render', error, info);
  },
  onRecoverableError: (error: unknown, info: ErrorInfo) => {
    logRenderError('React recovered from a rendering error', error, info);
  },
};
