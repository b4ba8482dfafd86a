export { ArchiveSection } from './archive-section.tsx';
export { useAutoArchiveOnLoad } from './use-auto-archive-on-load.ts';
