import { describe, expect, it } from 'vitest';
import { duplicateTitle, moveModel, orderModels, sortModelsByOrder } from '../../src/models/index.ts';

const models = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
const ids = (list: readonly { id: string }[]) => list.map((model) => model.id);

describe('sortModelsByOrder', () => {
  it('puts named models in the saved order and the rest after, in their natural order', () => {
    expect(ids(sortModelsByOrder(models, ['c', 'a']))).toEqual(['c', 'a', 'b', 'd']);
  });

  it('ignores saved ids of models that no longer exist', () => {
    expect(ids(sortModelsByOrder(models, ['gone', 'd']))).toEqual(['d', 'a', 'b', 'c']);
  });

  it('does not change its input', () => {
    sortModelsByOrder(models, ['d']);
    expect(ids(models)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('orderModels', () => {
  it('orders and leaves out hidden models', () => {
    expect(ids(orderModels(models, ['d', 'c'], ['c', 'a']))).toEqual(['d', 'b']);
  });
});

describe('moveModel', () => {
  it('swaps a model with its neighbour', () => {
    expect(moveModel(['a', 'b', 'c'], 'b', 'up')).toEqual(['b', 'a', 'c']);
    expect(moveModel(['a', 'b', 'c'], 'b', 'down')).toEqual(['a', 'c', 'b']);
  });

  it('stays put at the ends and for unknown ids', () => {
    expect(moveModel(['a', 'b'], 'a', 'up')).toEqual(['a', 'b']);
    expect(moveModel(['a', 'b'], 'b', 'down')).toEqual(['a', 'b']);
    expect(moveModel(['a', 'b'], 'z', 'up')).toEqual(['a', 'b']);
  });
});

describe('duplicateTitle', () => {
  it('adds " copy", then " copy (2)", " copy (3)"', () => {
    expect(duplicateTitle('Mine', ['Mine'])).toBe('Mine copy');
    expect(duplicateTitle('Mine', ['Mine', 'Mine copy'])).toBe('Mine copy (2)');
    expect(duplicateTitle('Mine', ['Mine', 'Mine copy', 'Mine copy (2)'])).toBe('Mine copy (3)');
  });

  it('fills the first free number', () => {
    expect(duplicateTitle('Mine', ['Mine copy', 'Mine copy (3)'])).toBe('Mine copy (2)');
  });
});
