import { createSlicedWorkQueue } from '@confab/core';

/**
 * One queue for the renderers that wait for a lazy chunk (formulas, code highlighting): when a chunk
 * arrives, everything waiting for it is rendered a slice at a time, not in one long task.
 */
export const lazyRenderQueue = createSlicedWorkQueue();
