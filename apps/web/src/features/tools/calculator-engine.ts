// The calculator's maths, loaded on the first calculation only: mathjs is large and most answers
// never need it. Expressions come from a model, so they are treated as untrusted input.
import { all, create, type MathNode } from 'mathjs';

/** Longer expressions are refused before parsing; the model can split a long calculation. */
export const maxExpressionLength = 500;
/** A result longer than this (a large matrix) is refused rather than flooding the conversation. */
export const maxResultLength = 2000;

const math = create(all ?? {}, { number: 'number', precision: 64 });

// Only these node kinds may appear. Left out on purpose: assignments and function definitions
// (recursion would let a short input run for ever), blocks, ranges (`1:1e9` builds a huge array),
// objects and accessors (reach into values' members).
const allowedNodeTypes = new Set([
  'ConstantNode',
  'SymbolNode',
  'OperatorNode',
  'ParenthesisNode',
  'FunctionNode',
  'ArrayNode',
  'ConditionalNode',
  'RelationalNode',
]);

// Functions whose cost is bounded by the size of their arguments, which the input length bounds.
// Everything else (import, evaluate, parse, ones, range, map, combinations...) cannot be called.
const allowedFunctions = new Set([
  'abs',
  'acos',
  'acosh',
  'asin',
  'asinh',
  'atan',
  'atan2',
  'atanh',
  'cbrt',
  'ceil',
  'cos',
  'cosh',
  'cot',
  'csc',
  'sec',
  'exp',
  'expm1',
  'fix',
  'floor',
  'gamma',
  'factorial',
  'gcd',
  'hypot',
  'lcm',
  'log',
  'log10',
  'log1p',
  'log2',
  'max',
  'min',
  'mean',
  'median',
  'mode',
  'mod',
  'nthRoot',
  'pow',
  'round',
  'sign',
  'sin',
  'sinh',
  'sqrt',
  'square',
  'cube',
  'std',
  'sum',
  'prod',
  'tan',
  'tanh',
  'variance',
  'det',
  'inv',
  'transpose',
  'multiply',
  'add',
  'subtract',
  'divide',
  'dot',
  'cross',
  'norm',
  'size',
  'unit',
  'to',
  'number',
  'deg',
  'rad',
  'isPrime',
  'percent',
]);

export class CalculatorInputError extends Error {}

function checkNode(node: MathNode): void {
  if (!allowedNodeTypes.has(node.type)) {
    throw new CalculatorInputError(`The calculator does not accept this part: ${node.toString()}`);
  }
  if (node.type === 'FunctionNode') {
    const { fn } = node as MathNode & { fn: MathNode & { name?: string } };
    if (fn.type !== 'SymbolNode' || fn.name === undefined || !allowedFunctions.has(fn.name)) {
      throw new CalculatorInputError(`The calculator has no function ${fn.toString()}.`);
    }
  }
}

/** Evaluates one maths expression (numbers, units, small matrices) and formats the result. */
export function evaluateExpression(expression: string): string {
  const trimmed = expression.trim();
  if (trimmed === '') throw new CalculatorInputError('The expression is empty.');
  if (trimmed.length > maxExpressionLength) {
    throw new CalculatorInputError(
      `The expression is longer than ${String(maxExpressionLength)} characters.`,
    );
  }
  const tree = math.parse(trimmed);
  tree.traverse((node) => {
    checkNode(node);
  });
  const value: unknown = tree.compile().evaluate({});
  if (typeof value === 'function' || value === undefined) {
    throw new CalculatorInputError('The expression does not compute a value.');
  }
  const text = math.format(value, { precision: 14, lowerExp: -9, upperExp: 15 });
  if (text.length > maxResultLength) {
    throw new CalculatorInputError(`The result is longer than ${String(maxResultLength)} characters.`);
  }
  return text;
}
