import type { BuiltInTool } from './built-in-tool.ts';
import { calculate } from './calculator.ts';
import { toolMessages } from './tool-messages.ts';

export const calculatorTool: BuiltInTool = {
  id: 'calculator',
  title: toolMessages.calculator,
  definition: {
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
  run: (args) => calculate(args),
};
