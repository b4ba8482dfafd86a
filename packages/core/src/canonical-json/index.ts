export * from './canonical-json.ts';
