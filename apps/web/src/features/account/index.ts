export { cloudTokenStore, useCloudToken } from './cloud-token-store.ts';
export { createAccountClient } from './account-client.ts';
export type { AccountClient } from './account-client.ts';
export { LazyLoginDialog as LoginDialog } from './lazy-login-dialog.tsx';
export { LoginThenReloadDialog } from './login-then-reload-dialog.tsx';
export { isLoginRequired, isSignInAllowed } from './sign-in-allowed.ts';
export { LoginRequiredGate } from './login-required-gate.tsx';
