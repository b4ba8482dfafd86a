export * from './sync-engine.ts';
export * from './sync-status.ts';
export * from './sync-transport.ts';
export * from './sync-state-keys.ts';
export * from './sync-rejections.ts';
