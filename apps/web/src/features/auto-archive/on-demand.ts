// Drawn only by the lazily loaded Settings screen (the chat behaviour section).
export { ArchiveSection } from './archive-section.tsx';
