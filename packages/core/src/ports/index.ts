export * from './clock.ts';
export * from './random.ts';
export * from './storage.ts';
export * from './storage-table.ts';
export * from './storage-change.ts';
export * from './storage-errors.ts';
export { systemTimers, type Timers } from './timers.ts';
