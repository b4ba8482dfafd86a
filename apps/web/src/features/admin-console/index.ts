export { isAdminConsolePath } from './admin-sections.ts';
