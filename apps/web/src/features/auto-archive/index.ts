export { useAutoArchiveOnLoad } from './use-auto-archive-on-load.ts';
