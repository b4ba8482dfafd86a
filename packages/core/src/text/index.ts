export * from './bidi-controls.ts';
export * from './deceptive-link.ts';
