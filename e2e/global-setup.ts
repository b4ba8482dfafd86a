import { startServer } from './support/start-server.ts';

/** One server for the whole run; its address reaches the workers through the environment. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer();
  process.env.CONFAB_BASE_URL = server.url;
  return async () => {
    await server.stop();
  };
}
