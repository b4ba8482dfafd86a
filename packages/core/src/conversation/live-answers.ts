import { systemTimers, type Timers } from '../ports/index.ts';
import { streamRedrawIntervalMs, throttleUpdates, type ThrottledUpdate } from '../scheduling/index.ts';

/**
 * Answers being streamed, held in memory so each token repaints without a database read. The stored
 * message catches up a few times a second; the live copy wins while the answer is running.
 */
export interface LiveAnswer {
  content: string;
  reasoning: string;
  /** True until the answer's last write is stored: Stop shows and the message's actions wait. */
  running: boolean;
  /**
   * True while text may still arrive. An answer whose stream ended is drawn final at once, while its
   * last write is still being stored (that write took several IndexedDB round trips, each a frame
   * or more on a busy machine, before the final text was drawn).
   */
  arriving: boolean;
  error?: string;
  /** The updatedAt of the final stored write; until the screen has re-read it, the live copy shows. */
  storedAt?: number;
}

/** How long a finished answer stays in memory after its final write, to bridge the re-read. */
const settledLifetimeMilliseconds = 10_000;

type Listener = () => void;

export interface LiveAnswersOptions {
  timers?: Timers;
  /** A monotonic clock for the redraw cadence; `performance.now()` unless a test pins it. */
  now?: () => number;
}

export class LiveAnswers {
  private readonly answers = new Map<string, LiveAnswer>();
  private readonly listeners = new Set<Listener>();
  private readonly timers: Timers;
  /** Tokens are told to the screen at the redraw cadence; a start, an end or a removal at once. */
  private readonly tokensArrived: ThrottledUpdate;
  /** Answers asked for that have not finished yet (see `expect`). */
  private expected = 0;

  constructor({ timers = systemTimers, now }: LiveAnswersOptions = {}) {
    this.timers = timers;
    this.tokensArrived = throttleUpdates(
      () => {
        this.notify();
      },
      streamRedrawIntervalMs,
      { timers, ...(now ? { now } : {}) },
    );
  }

  get(key: string): LiveAnswer | undefined {
    return this.answers.get(key);
  }

  start(key: string): void {
    this.answers.set(key, { content: '', reasoning: '', running: true, arriving: true });
    this.notify();
  }

  append(key: string, part: { text?: string; reasoning?: string }): void {
    const answer = this.answers.get(key);
    if (!answer) return;
    this.answers.set(key, {
      ...answer,
      content: answer.content + (part.text ?? ''),
      reasoning: answer.reasoning + (part.reasoning ?? ''),
    });
    this.tokensArrived.request();
  }

  /** The stream ended: the text is whole and drawn at once, without waiting for the redraw cadence. */
  end(key: string, options: { error?: string | undefined } = {}): void {
    const answer = this.answers.get(key);
    if (!answer) return;
    this.answers.set(key, { ...answer, arriving: false, ...(options.error ? { error: options.error } : {}) });
    this.notify();
  }

  finish(key: string, options: { error?: string | undefined; storedAt: number }): void {
    const answer = this.answers.get(key);
    if (!answer) return;
    const finished = {
      ...answer,
      running: false,
      arriving: false,
      storedAt: options.storedAt,
      ...(options.error ? { error: options.error } : {}),
    };
    this.answers.set(key, finished);
    this.notify();
    this.timers.schedule(() => {
      if (this.answers.get(key) === finished) this.forget(key);
    }, settledLifetimeMilliseconds);
  }

  /** Dropped once the stored message holds the final text. */
  forget(key: string): void {
    if (this.answers.delete(key)) this.notify();
  }

  /**
   * An answer was asked for: from the send, before its prompt is stored and its stream opens (a few
   * hundred milliseconds right after a load), `anyArriving` is true, so background work waits from the
   * moment the person sends. Returns the release, to call once the answer has ended or failed.
   */
  expect(): () => void {
    this.expected += 1;
    this.notify();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.expected -= 1;
      this.notify();
    };
  }

  /** True while any answer's text may still arrive: background work waits for it (the search index). */
  anyArriving(): boolean {
    if (this.expected > 0) return true;
    for (const answer of this.answers.values()) if (answer.arriving) return true;
    return false;
  }

  isRunning(keys: readonly string[]): boolean {
    return keys.some((key) => this.answers.get(key)?.running === true);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private notify(): void {
    this.tokensArrived.cancel();
    for (const listener of this.listeners) listener();
  }
}
