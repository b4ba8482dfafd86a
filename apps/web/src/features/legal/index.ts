// The legal page itself loads on demand (main.tsx imports its module with import()).
export { legalPageForPath, type LegalPageKind } from './legal-routes.ts';
