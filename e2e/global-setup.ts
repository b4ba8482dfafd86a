import { startServerWithTestPages } from './support/test-pages.ts';

/** One server for the whole run, with the test pages; its address reaches the workers through the environment. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServerWithTestPages();
  process.env.CONFAB_BASE_URL = server.url;
  return async () => {
    await server.stop();
  };
}
