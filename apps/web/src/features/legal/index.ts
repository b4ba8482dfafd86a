// The pages themselves load on demand (main.tsx imports their modules with import()).
export { isAppHomePath, legalPageForPath, type LegalPageKind } from './legal-routes.ts';
export { ChangelogDialogHost, openChangelogDialog } from './changelog-dialog-host.tsx';
