import { DebugLogBuffer, formatLogArguments, type DebugLogLevel } from './debug-log-buffer.ts';

/** The tab's debug log; empty and unused unless debug mode is on. */
export const debugLog = new DebugLogBuffer();

/** Kept for the tab (sessionStorage): the entry link's `debug=true` is gone from the address after the first load. */
const debugModeKey = 'confab.debugLog';

const capturedLevels: readonly DebugLogLevel[] = ['debug', 'info', 'log', 'warn', 'error'];

let capturing = false;
let installed = false;

function sessionFlag(): boolean {
  try {
    return sessionStorage.getItem(debugModeKey) === 'on';
  } catch {
    // Storage blocked (privacy settings, sandboxed frame): debug mode lasts this page load only.
    return false;
  }
}

/** Debug mode is on for this tab once a page was opened with `debug=true`, until turned off. */
export function debugModeOn(parameters: URLSearchParams): boolean {
  return parameters.get('debug') === 'true' || sessionFlag();
}

/**
 * Starts copying console output and uncaught errors into the debug log, at start-up so the log
 * holds what happened while the app loaded. Each console method still prints as before.
 */
export function startDebugLogCapture(parameters: URLSearchParams): boolean {
  if (capturing || !debugModeOn(parameters)) return capturing;
  capturing = true;
  try {
    sessionStorage.setItem(debugModeKey, 'on');
  } catch {
    // See sessionFlag: without storage the mode still holds for this load.
  }
  if (installed) return true;
  installed = true;
  for (const level of capturedLevels) {
    const original = console[level].bind(console);
    console[level] = (...values: unknown[]) => {
      original(...values);
      if (capturing) debugLog.add(level, formatLogArguments(values));
    };
  }
  window.addEventListener('error', (event) => {
    if (capturing) debugLog.add('error', formatLogArguments([event.error ?? event.message]));
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (capturing) debugLog.add('error', formatLogArguments(['Unhandled rejection:', event.reason]));
  });
  return true;
}

export function debugLogCapturing(): boolean {
  return capturing;
}

/** Ends debug mode for this tab: capture stops and the log is emptied; console methods print as before. */
export function endDebugMode(): void {
  try {
    sessionStorage.removeItem(debugModeKey);
  } catch {
    // Nothing was stored.
  }
  capturing = false;
  debugLog.clear();
}
