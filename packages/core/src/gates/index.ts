export * from './feature-enabled.ts';
export * from './workspace-tabs.ts';
