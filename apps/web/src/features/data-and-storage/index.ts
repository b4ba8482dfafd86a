export { DataSection } from './data-section.tsx';
