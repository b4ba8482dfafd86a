import { describe, expect, it } from 'vitest';
import { createConditionWaits } from './condition-waits.ts';

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createConditionWaits', () => {
  it('goes on at once when the condition does not hold', async () => {
    await expect(createConditionWaits().waitWhile(() => false)).resolves.toBeUndefined();
  });

  it('waits until a change leaves the condition false, and looks again at each change', async () => {
    const waits = createConditionWaits();
    let held = true;
    let done = false;
    void waits
      .waitWhile(() => held)
      .then(() => {
        done = true;
      });
    await turn();
    waits.changed();
    await turn();
    expect(done).toBe(false);
    held = false;
    await turn();
    expect(done).toBe(false);
    waits.changed();
    await turn();
    expect(done).toBe(true);
  });

  it('wakes each waiter to its own condition', async () => {
    const waits = createConditionWaits();
    const state = { a: true, b: true };
    const finished: string[] = [];
    void waits.waitWhile(() => state.a).then(() => finished.push('a'));
    void waits.waitWhile(() => state.b).then(() => finished.push('b'));
    state.b = false;
    waits.changed();
    await turn();
    expect(finished).toEqual(['b']);
    state.a = false;
    waits.changed();
    await turn();
    expect(finished).toEqual(['b', 'a']);
  });
});
