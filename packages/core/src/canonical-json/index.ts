export { canonicalJSON } from './canonical-json.ts';
