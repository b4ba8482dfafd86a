// Drawn only by lazily loaded code (the Settings screen, the cloud sync dialog): through index.ts,
// which the first load imports, it was in the shell's chunk.
export { AccountSection } from './account-section.tsx';
