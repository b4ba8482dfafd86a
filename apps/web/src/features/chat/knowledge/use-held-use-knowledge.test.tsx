import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useHeldUseKnowledge } from './use-held-use-knowledge.ts';

afterEach(cleanup);

describe('useHeldUseKnowledge', () => {
  it('holds the switch for the new chat and starts off again once another chat opens', () => {
    const { result, rerender } = renderHook(({ chatID }) => useHeldUseKnowledge(chatID), {
      initialProps: { chatID: undefined as string | undefined },
    });
    expect(result.current[0]).toBe(false);
    act(() => {
      result.current[1](true);
    });
    expect(result.current[0]).toBe(true);
    rerender({ chatID: 'chat-1' });
    expect(result.current[0]).toBe(false);
    rerender({ chatID: undefined });
    expect(result.current[0]).toBe(false);
  });
});
