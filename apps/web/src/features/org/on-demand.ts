export { AccountInfoDialog } from './account-info-dialog.tsx';
