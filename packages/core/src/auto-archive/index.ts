export * from './auto-archive-rules.ts';
