export { DataSection } from './data-section.tsx';
export { clearLocalData } from './delete-all/clear-local-data.ts';
