import {
  isFrameReadyMessage,
  newNonce,
  parseFrameResult,
  pluginFrameURL,
  runMessage,
  sandboxLimits,
  type SandboxJob,
  type SandboxResult,
} from './sandbox-protocol.ts';

export interface SandboxOptions {
  signal: AbortSignal;
  timeoutMs?: number;
  /** Where the hidden frame is attached; the page's body by default. */
  container?: HTMLElement;
}

/** Thrown when the frame did not answer in time; callers name what timed out (`timedOutText`). */
export class SandboxTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(timedOutText('The code', timeoutMs));
  }
}

/** "<subject> did not finish within 30 seconds; it was stopped." */
export function timedOutText(subject: string, timeoutMs: number): string {
  const seconds = Math.round(timeoutMs / 1000);
  return `${subject} did not finish within ${seconds} second${seconds === 1 ? '' : 's'}; it was stopped.`;
}

/**
 * Runs one job in a frame of its own and tears the frame down when it answers, on Stop or on
 * timeout. A frame per call: no state (globals, timers, a poisoned prototype) survives from one
 * plugin or call to the next, and removing the frame is what stops code that never returns. The
 * cost is a frame load (a few tens of milliseconds), small next to a model's answer.
 */
export function runInSandbox(job: SandboxJob, options: SandboxOptions): Promise<SandboxResult> {
  const { signal, timeoutMs = sandboxLimits.timeoutMs, container = document.body } = options;
  return new Promise<SandboxResult>((resolve, reject) => {
    if (signal.aborted) {
      reject(abortReason(signal));
      return;
    }
    const nonce = newNonce();
    const frame = document.createElement('iframe');
    // Never allow-same-origin: the frame's origin stays opaque, away from the app's storage and DOM.
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.setAttribute('referrerpolicy', 'no-referrer');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.hidden = true;
    frame.src = pluginFrameURL;
    let jobSent = false;

    function finish(settle: () => void): void {
      window.removeEventListener('message', onMessage);
      signal.removeEventListener('abort', onAbort);
      window.clearTimeout(timer);
      frame.remove();
      settle();
    }
    function onAbort(): void {
      finish(() => {
        reject(abortReason(signal));
      });
    }
    function onMessage(event: MessageEvent): void {
      // Only this call's frame counts; another frame or an extension posting here is ignored.
      if (event.source === null || event.source !== frame.contentWindow) return;
      if (!jobSent) {
        if (!isFrameReadyMessage(event.data)) return;
        jobSent = true;
        try {
          // '*' because an opaque origin cannot be named; the target window is this call's frame.
          frame.contentWindow.postMessage(runMessage(job, nonce), '*');
        } catch (error) {
          // The job could not be copied to the frame (a DataCloneError).
          finish(() => {
            reject(error instanceof Error ? error : new Error(String(error)));
          });
        }
        return;
      }
      const result = parseFrameResult(event.data, nonce);
      if (result)
        finish(() => {
          resolve(result);
        });
    }
    const timer = window.setTimeout(() => {
      finish(() => {
        reject(new SandboxTimeoutError(timeoutMs));
      });
    }, timeoutMs);
    window.addEventListener('message', onMessage);
    signal.addEventListener('abort', onAbort, { once: true });
    container.append(frame);
  });
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('Stopped', 'AbortError');
}
