import type { BuiltInTool } from './built-in-tool.ts';
import { toolMessages } from './tool-messages.ts';

export const runJavaScriptTool: BuiltInTool = {
  id: 'run_javascript',
  title: toolMessages.runJavaScript,
  definition: {
    name: 'run_javascript',
    description:
      'Runs JavaScript in an isolated sandbox (no page, no storage; fetch only to https URLs; ' +
      'stopped after 30 seconds) and returns {result, console}. The code is the body of an async ' +
      'function: use `return` for the result (it must be JSON-serialisable), `await` as needed, ' +
      'console.log for output. Good for exact computations, data transformation and text processing.',
    parameters: {
      type: 'object',
      properties: {
        code: { type: 'string', description: 'The body of an async function, e.g. "return 2 ** 64;".' },
      },
      required: ['code'],
      additionalProperties: false,
    },
  },
  // The sandbox loads on the tool's first call, not with the first screen.
  run: async (args, _environment, signal) =>
    (await import('../plugin-sandbox/index.ts')).runJavaScript(args, signal),
};
