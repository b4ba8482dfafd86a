export * from './built-features.ts';
export * from './feature-enabled.ts';
export * from './workspace-tabs.ts';
