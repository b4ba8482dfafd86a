export { AccountInfoDialog } from './account-info-dialog.tsx';
export { orgMessages } from './org-messages.ts';
