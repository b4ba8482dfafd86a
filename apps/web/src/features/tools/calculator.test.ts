import { describe, expect, it } from 'vitest';
import { calculate } from './calculator.ts';
import { maxExpressionLength, maxResultLength } from './calculator-engine.ts';

describe('calculator tool', () => {
  it('evaluates arithmetic, functions and unit conversions', async () => {
    expect(await calculate({ expression: '2 * (3 + 4)' })).toBe('14');
    expect(await calculate({ expression: 'sqrt(16) + 10!' })).toBe('3628804');
    expect(await calculate({ expression: '0.1 + 0.2' })).toBe('0.3');
    expect(await calculate({ expression: '5 km to m' })).toBe('5000 m');
    expect(await calculate({ expression: '[[1, 2], [3, 4]] ^ 2' })).toBe('[[7, 10], [15, 22]]');
  });

  it('refuses what could reach the library or run unbounded: definitions, ranges, other functions', async () => {
    await expect(calculate({ expression: 'import({}, {})' })).rejects.toThrow('no function import');
    await expect(calculate({ expression: 'evaluate("1 + 1")' })).rejects.toThrow('no function evaluate');
    await expect(calculate({ expression: 'f(x) = f(x - 1) + f(x - 1)' })).rejects.toThrow('does not accept');
    await expect(calculate({ expression: 'x = 3' })).rejects.toThrow('does not accept');
    await expect(calculate({ expression: 'sum(1:1e9)' })).rejects.toThrow('does not accept');
    await expect(calculate({ expression: 'ones(100000, 100000)' })).rejects.toThrow('no function ones');
    await expect(calculate({ expression: 'x.constructor' })).rejects.toThrow('does not accept');
  });

  it('bounds the input and the result', async () => {
    await expect(calculate({ expression: '1+'.repeat(maxExpressionLength) + '1' })).rejects.toThrow(
      `longer than ${String(maxExpressionLength)} characters`,
    );
    const longResult = `[${Array.from({ length: 150 }, () => 'pi').join(',')}]`;
    await expect(calculate({ expression: longResult })).rejects.toThrow(
      `result is longer than ${String(maxResultLength)}`,
    );
  });

  it('reports bad input as errors the model can read', async () => {
    await expect(calculate({ expression: '' })).rejects.toThrow('empty');
    await expect(calculate({ expression: 'sqrt' })).rejects.toThrow('does not compute a value');
    await expect(calculate({ expression: 'nonsense + 1' })).rejects.toThrow('Undefined symbol nonsense');
    await expect(calculate({ expression: '2 +' })).rejects.toThrow();
    await expect(calculate({ expression: 42 })).rejects.toThrow('expression must be a text');
    await expect(calculate({})).rejects.toThrow('expression must be a text');
  });
});
