export * from './project-system-message.ts';
export * from './project-context.ts';
export * from './dynamic-context.ts';
export * from './project-model.ts';
