/** Runs the calculator tool; the maths library loads on the first call, not with the app. */
export async function calculate(args: Record<string, unknown>): Promise<string> {
  const { expression } = args;
  if (typeof expression !== 'string') throw new Error('expression must be a text such as "2 * (3 + 4)".');
  const engine = await import('./calculator-engine.ts');
  return engine.evaluateExpression(expression);
}
