export { ShortcutsSection } from './shortcuts-section.tsx';
