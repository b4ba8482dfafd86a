// Drawn only by the lazily loaded settings screen.
export { ExtensionsSection } from './extensions-section.tsx';
