import { afterEach, describe, expect, it } from 'vitest';
import { holdSearchForAnswers, noAnswerArriving } from './search-client.ts';

afterEach(() => {
  holdSearchForAnswers(false);
});

describe('the search worker waits for streaming answers', () => {
  it('lets the warm-up go at once when no answer streams, and after the last one otherwise', async () => {
    await expect(noAnswerArriving()).resolves.toBeUndefined();
    holdSearchForAnswers(true);
    let started = false;
    const waiting = noAnswerArriving().then(() => {
      started = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toBe(false);
    holdSearchForAnswers(false);
    await waiting;
    expect(started).toBe(true);
  });
});
