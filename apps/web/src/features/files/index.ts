// Nothing on the critical path uses files: app/lazy-screens.tsx loads the screen's module with import().
export { FilesScreen, type FilesScreenProps, type FilesScreenView } from './files-screen.tsx';
