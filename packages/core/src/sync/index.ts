// The rules the server shares live in core/sync-rules; the client engine builds on them here.
export * from '../sync-rules/index.ts';
export * from './client/index.ts';
