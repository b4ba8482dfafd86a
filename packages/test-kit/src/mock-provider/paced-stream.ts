// Plays a reply plan at its scripted pace. The style adapters only say how each step looks on their
// wire; when to write, when to cut and when to stop because the client left is decided here once.
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { Exchange } from './exchange.ts';
import type { PlannedToolCall, ReplyDelta, ReplyPlan } from './reply-plan.ts';

export interface StreamSteps {
  /** Written at once, before any wait (OpenAI's role chunk, Anthropic's message_start). */
  open(): void;
  delta(delta: ReplyDelta): void;
  toolCalls(calls: PlannedToolCall[]): void;
  /** The terminator: finish reason, usage, [DONE] or message_stop. */
  close(): void;
}

/** Resolves false when the client left (or the mock closed) during the wait. */
export async function pause(milliseconds: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return false;
  if (milliseconds <= 0) return true;
  try {
    await sleep(milliseconds, undefined, { signal });
    return true;
  } catch {
    return false;
  }
}

/**
 * How long an unpaced stream writes before the socket gets a turn. Without turns a full-speed reply
 * of 100,000 tokens was all generated (about a second of CPU) before its first byte left, which no
 * real server does; the bench then timed the mock's generation as the client's reading.
 */
const writeSliceMs = 8;

export async function playStream(exchange: Exchange, plan: ReplyPlan, steps: StreamSteps): Promise<void> {
  const { signal } = exchange;
  steps.open();
  if (!(await pause(plan.firstTokenDelayMs, signal))) return;
  let sliceStart = performance.now();
  let written = 0;
  for (const delta of plan.deltas()) {
    if (plan.cutAfterChunks === written) {
      exchange.cut();
      return;
    }
    written += 1;
    if (!(await pause(delta.delayMs, signal))) return;
    if (delta.delayMs > 0) sliceStart = performance.now();
    else if (performance.now() - sliceStart > writeSliceMs) {
      await nextTurn();
      if (signal.aborted) return;
      sliceStart = performance.now();
    }
    steps.delta(delta);
  }
  if (plan.cutAfterChunks !== undefined) {
    exchange.cut();
    return;
  }
  if (plan.toolCalls.length > 0) steps.toolCalls(plan.toolCalls);
  steps.close();
  exchange.response.end();
}

/** A non-streaming reply takes as long as its stream would, then arrives whole (or never, if cut). */
export async function waitForWholeReply(exchange: Exchange, plan: ReplyPlan): Promise<boolean> {
  let totalMs = plan.firstTokenDelayMs;
  for (const delta of plan.deltas()) totalMs += delta.delayMs;
  if (!(await pause(totalMs, exchange.signal))) return false;
  if (plan.cutAfterChunks !== undefined) {
    exchange.cut();
    return false;
  }
  return true;
}
