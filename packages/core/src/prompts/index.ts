export * from './prompt-text-counts.ts';
export * from './prompt-filter.ts';
export * from './prompt-sort.ts';
export * from './prompt-records.ts';
export * from './organisation-prompts.ts';
export * from './default-prompts.ts';
export * from './fill-prompt-template.ts';
