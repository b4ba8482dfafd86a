// The queue of scripts a test has set up. Each request takes the first script that applies to it, in
// the order they were queued; a script leaves the queue once it has answered `times` requests.
import type { MockEndpoint, MockScript, RecordedRequest } from './types.ts';

interface QueuedScript {
  script: MockScript;
  remaining: number;
}

export interface ScriptQueue {
  add(scripts: readonly MockScript[]): void;
  /** Removes and returns the script for this request, or undefined for the default reply. */
  take(request: RecordedRequest, lastUserText: string): MockScript | undefined;
  clear(): void;
  readonly size: number;
}

export function createScriptQueue(): ScriptQueue {
  let queue: QueuedScript[] = [];
  return {
    add(scripts) {
      for (const script of scripts) {
        const remaining = script.times === 'always' ? Number.POSITIVE_INFINITY : (script.times ?? 1);
        if (remaining > 0) queue.push({ script, remaining });
      }
    },
    take(request, lastUserText) {
      const entry = queue.find((queued) => applies(queued.script, request, lastUserText));
      if (!entry) return undefined;
      entry.remaining -= 1;
      if (entry.remaining <= 0) queue = queue.filter((queued) => queued !== entry);
      return entry.script;
    },
    clear() {
      queue = [];
    },
    get size() {
      return queue.length;
    },
  };
}

function applies(script: MockScript, request: RecordedRequest, lastUserText: string): boolean {
  const endpoint: MockEndpoint = script.endpoint ?? 'generation';
  if (request.endpoint !== endpoint) return false;
  const match = script.match;
  if (match === undefined) return true;
  if (typeof match === 'function') return match(request);
  if (match.style !== undefined && match.style !== request.style) return false;
  if (match.model !== undefined && match.model !== request.model) return false;
  if (match.path !== undefined && !request.path.includes(match.path)) return false;
  if (match.userText !== undefined && !lastUserText.includes(match.userText)) return false;
  if (match.afterToolResults !== undefined && match.afterToolResults !== request.toolResults.length > 0)
    return false;
  if (match.stream !== undefined && match.stream !== request.stream) return false;
  return true;
}
