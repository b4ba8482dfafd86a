import { sandboxLimits, type SandboxResult } from './sandbox-protocol.ts';

export interface OutcomeWording {
  /** Who threw, as the model reads it: `The plugin "get_weather"` or `The code`. */
  subject: string;
  functionName?: string;
}

/**
 * The frame's answer as a value, or an Error whose message the model reads. The value is parsed
 * as JSON text, never evaluated.
 */
export function outcomeValue(result: SandboxResult, wording: OutcomeWording): unknown {
  switch (result.outcome) {
    case 'returned':
      return result.value === undefined ? undefined : parseResult(result.value, wording);
    case 'threw':
      return fail(`${wording.subject} threw an error: ${result.message ?? 'no message'}`);
    case 'missing':
      return fail(
        `${wording.subject} does not define a function named "${wording.functionName ?? ''}"; ` +
          'its code must declare one with the name of its spec.',
      );
    case 'unserialisable':
      return fail(
        `${wording.subject} returned something that cannot be written as JSON` +
          (result.message ? ` (${result.message}).` : '.'),
      );
    case 'too-large':
      return fail(
        `${wording.subject} returned a result longer than ` +
          `${sandboxLimits.resultCharacters.toLocaleString('en')} characters.`,
      );
  }
}

function parseResult(text: string, wording: OutcomeWording): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fail(`${wording.subject} returned a result that is not JSON.`);
  }
}

function fail(message: string): never {
  throw new Error(message);
}
