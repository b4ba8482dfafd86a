import { yieldToNextFrame } from '@confab/core';

/**
 * Starts `load` once the next frame is drawn. A renderer's chunk (KaTeX, the highlighter) is first
 * asked for by the render that mounts its first formula or code block, often the final render of an
 * answer that arrived at once; fetching it there put its stylesheet's parsing and its evaluation ahead
 * of the frame that draws the answer's text.
 */
export async function afterNextFrame<T>(load: () => Promise<T>): Promise<T> {
  await yieldToNextFrame();
  return load();
}
