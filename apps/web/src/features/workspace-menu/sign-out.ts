import { cloudTokenStore, createAccountClient, type AccountClient } from '../account/index.ts';

const defaultClient = createAccountClient();

/**
 * The account section's log-out: the server forgets the session if it can, and this browser forgets
 * the token whatever it answers, since the person asked to leave this device.
 */
export async function signOut(client: AccountClient = defaultClient): Promise<void> {
  const token = cloudTokenStore.read();
  if (token === undefined) return;
  await client.logOut(token).catch(() => undefined);
  cloudTokenStore.clear();
}
