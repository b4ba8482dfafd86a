export { yieldToEventLoop } from './yield-to-event-loop.ts';
