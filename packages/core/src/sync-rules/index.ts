export * from './sync-categories.ts';
export * from './sync-conflicts.ts';
export * from './sync-digest.ts';
export * from './sync-limits.ts';
