import { unknownToolMessage, type OfferedTool, type ToolSource } from '@confab/core/conversation';
import { calculate } from './calculator.ts';
import { currentDateTime, type TimeEnvironment } from './current-date-time.ts';

/** The built-in tools by the name the model calls them, which is also the id a chat stores. */
export const builtInToolIDs = ['current_date_time', 'calculator'] as const;
export type BuiltInToolID = (typeof builtInToolIDs)[number];

// What the model reads: English for the model, not shown to the person.
const definitions: Record<BuiltInToolID, OfferedTool> = {
  current_date_time: {
    name: 'current_date_time',
    description:
      "Returns the current date and time. Without arguments it answers in the user's own time zone.",
    parameters: {
      type: 'object',
      properties: {
        timeZone: {
          type: 'string',
          description: 'An IANA time zone such as "Asia/Tokyo"; leave out for the user\'s own.',
        },
      },
      additionalProperties: false,
    },
  },
  calculator: {
    name: 'calculator',
    description:
      'Evaluates a maths expression exactly: arithmetic, powers, roots, trigonometry (radians), ' +
      'logarithms, factorials, unit conversions ("5 km to mile") and small matrices.',
    parameters: {
      type: 'object',
      properties: {
        expression: { type: 'string', description: 'The expression, e.g. "sqrt(2) * (3 + 4)^2".' },
      },
      required: ['expression'],
      additionalProperties: false,
    },
  },
};

export function isBuiltInToolID(id: string): id is BuiltInToolID {
  return (builtInToolIDs as readonly string[]).includes(id);
}

export function browserTimeEnvironment(): TimeEnvironment {
  return {
    now: () => Date.now(),
    locale: navigator.language,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/** The chosen built-ins as one tool source; ids that are not built-ins (plugins, later) are skipped. */
export function builtInToolSource(enabledIDs: readonly string[], time: TimeEnvironment): ToolSource {
  const enabled = builtInToolIDs.filter((id) => enabledIDs.includes(id));
  return {
    list: () => enabled.map((id) => definitions[id]),
    call: async (name, args, signal) => {
      signal.throwIfAborted();
      if (!isBuiltInToolID(name) || !enabled.includes(name)) throw new Error(unknownToolMessage(name));
      if (name === 'calculator') return calculate(args);
      return currentDateTime(args, time);
    },
  };
}
