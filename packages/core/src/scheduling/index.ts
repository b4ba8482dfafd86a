export { createConditionWaits, type ConditionWaits } from './condition-waits.ts';
export { yieldToEventLoop, yieldToNextFrame } from './yield-to-event-loop.ts';
export { createSlicedWorkQueue, type SlicedWorkQueue } from './sliced-work-queue.ts';
export {
  streamRedrawIntervalMs,
  throttleUpdates,
  type ThrottledUpdate,
  type ThrottleOptions,
} from './throttle-updates.ts';
