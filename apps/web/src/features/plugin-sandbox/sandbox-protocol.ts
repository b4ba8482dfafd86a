// The messages between the app and the plugin frame (`public/sandbox/plugin-frame.js`). The frame's
// origin is opaque, so origins cannot tell it apart: the app checks the sending window, a per-call
// nonce and the shape of every message, and never runs anything that comes back.
import * as z from 'zod/mini';

/** Where the frame's document is served, with the plugin frame's own Content-Security-Policy. */
export const pluginFrameURL = '/sandbox/plugin.html';

export const sandboxLimits = {
  /** A call that has not answered by then is abandoned and its frame torn down. */
  timeoutMs: 30_000,
  /** Characters of the result as JSON text (the tool loop then cuts what it stores to 100,000). */
  resultCharacters: 1_000_000,
  /** Characters of an error's message. */
  messageCharacters: 2_000,
  /** Console lines kept, and their characters in all. */
  logEntries: 100,
  logCharacters: 10_000,
} as const;

export const frameReadyType = 'confab-plugin-ready';
export const frameRunType = 'confab-plugin-run';
export const frameResultType = 'confab-plugin-result';

/** What the frame runs: a plugin's function, called by name, or a script (the body of an async function). */
export type SandboxJob =
  | {
      mode: 'function';
      code: string;
      functionName: string;
      params: Record<string, unknown>;
      userSettings: Record<string, string | number | boolean>;
      resources: Record<string, unknown>;
    }
  | { mode: 'script'; code: string };

export type SandboxRunMessage = SandboxJob & { type: typeof frameRunType; nonce: string };

const frameReadySchema = z.object({ type: z.literal(frameReadyType) });

const frameResultSchema = z.object({
  type: z.literal(frameResultType),
  nonce: z.string(),
  /** returned: `value` is the JSON text of the result, absent when the code returned undefined. */
  outcome: z.enum(['returned', 'threw', 'missing', 'unserialisable', 'too-large']),
  value: z.optional(z.string().check(z.maxLength(sandboxLimits.resultCharacters))),
  message: z.optional(z.string().check(z.maxLength(sandboxLimits.messageCharacters))),
  logs: z
    .array(z.string().check(z.maxLength(sandboxLimits.logCharacters)))
    .check(z.maxLength(sandboxLimits.logEntries)),
});

export type SandboxResult = z.infer<typeof frameResultSchema>;

export function isFrameReadyMessage(data: unknown): boolean {
  return frameReadySchema.safeParse(data).success;
}

/** The frame's answer to the call with this nonce, or undefined for anything else (ignored). */
export function parseFrameResult(data: unknown, nonce: string): SandboxResult | undefined {
  const parsed = frameResultSchema.safeParse(data);
  if (!parsed.success || parsed.data.nonce !== nonce) return undefined;
  const logCharacters = parsed.data.logs.reduce((total, line) => total + line.length, 0);
  return logCharacters > sandboxLimits.logCharacters ? undefined : parsed.data;
}

export function runMessage(job: SandboxJob, nonce: string): SandboxRunMessage {
  return { ...job, type: frameRunType, nonce };
}

/** 128 random bits as hex; getRandomValues works outside secure contexts too, unlike randomUUID. */
export function newNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
