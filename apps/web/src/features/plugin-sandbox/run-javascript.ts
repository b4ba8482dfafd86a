import { runInSandbox } from './run-in-sandbox.ts';
import { outcomeValue } from './sandbox-outcome.ts';
import { sandboxLimits } from './sandbox-protocol.ts';
import type { SandboxRunner } from './javascript-plugin-runtime.ts';

/** Characters of code the model may send (a plugin's code may be larger: it was installed, not generated). */
export const runJavaScriptCodeCharacters = 50_000;

export interface RunJavaScriptResult {
  /** The value the code returned, absent when it returned nothing. */
  result?: unknown;
  /** What it wrote with console.log/info/warn/error/debug (bounded). */
  console?: string[];
}

/**
 * Runs a model's code in the plugin sandbox as the body of an async function: `return` gives the
 * result, `await` works, console output is collected. Errors carry the console output too, so the
 * model can see how far its code got.
 */
export async function runJavaScript(
  args: Record<string, unknown>,
  signal: AbortSignal,
  run: SandboxRunner = runInSandbox,
): Promise<RunJavaScriptResult> {
  const { code } = args;
  if (typeof code !== 'string' || code.trim() === '') throw new Error('"code" must be a non-empty string.');
  if (code.length > runJavaScriptCodeCharacters) {
    throw new Error(`"code" may be at most ${runJavaScriptCodeCharacters} characters.`);
  }
  const outcome = await run({ mode: 'script', code }, { signal, timeoutMs: sandboxLimits.timeoutMs });
  const lines = outcome.logs.length > 0 ? { console: outcome.logs } : {};
  try {
    const value = outcomeValue(outcome, { subject: 'The code' });
    return { ...(value === undefined ? {} : { result: value }), ...lines };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const consoleText = outcome.logs.length > 0 ? `\nConsole output:\n${outcome.logs.join('\n')}` : '';
    throw new Error(message + consoleText, { cause: error });
  }
}
