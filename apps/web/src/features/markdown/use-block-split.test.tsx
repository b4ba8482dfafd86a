import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { splitStepCharacters, streamingStepCharacters } from './incremental-split.ts';
import { useBlockSplit } from './use-block-split.ts';

const paragraph = 'A sentence of an answer that goes on for a while, **with bold** and `code`.\n\n';
const longText = paragraph.repeat(Math.ceil((splitStepCharacters * 1.5) / paragraph.length));

describe('useBlockSplit', () => {
  it('mounted while streaming, splits a screenful first and the rest in later tasks', async () => {
    const { result } = renderHook(() => useBlockSplit(longText, { streaming: true }));
    // The first render has the first words, not a 48,000-character lexing.
    const first = result.current.split.text.length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(streamingStepCharacters);
    expect(result.current.fullySplit).toBe(false);
    await waitFor(() => {
      expect(result.current.fullySplit).toBe(true);
    });
    expect(result.current.split.text).toBe(longText);
  });

  it('takes a whole step when mounted with a finished text, and a growing text in whole steps', () => {
    const { result, rerender } = renderHook(({ text }) => useBlockSplit(text, { streaming: true }), {
      initialProps: { text: '' },
    });
    expect(result.current.split.text).toBe('');
    rerender({ text: longText });
    // Grown in a render after its mount: the step of a finished text, so the end is not held back.
    expect(result.current.split.text.length).toBeGreaterThan(streamingStepCharacters);

    const finished = renderHook(() => useBlockSplit(longText));
    expect(finished.result.current.split.text.length).toBe(splitStepCharacters);
  });
});
