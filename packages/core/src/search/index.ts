export * from './fold-text.ts';
export * from './search-terms.ts';
export * from './search-types.ts';
export * from './search-index.ts';
export * from './message-match.ts';
export * from './search-source.ts';
export * from './search-service.ts';
