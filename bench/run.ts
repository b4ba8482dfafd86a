// `npm run bench`: measures what users feel in the built app, in the system Chromium, against the
// real server and the mock provider. Each scenario prints a table and writes
// bench/results/<scenario>.json. `npm run bench -- markdown` runs only the scenarios named.
import { startMockProvider } from '@confab/test-kit';
import { launchChromium } from '../e2e/support/chromium.ts';
import { startServerWithTestPages } from '../e2e/support/test-pages.ts';
import { measureColdLoad } from './cold-load.ts';
import { measureHostileMarkdown } from './markdown-hostile.ts';
import { measureMarkdownRender } from './markdown-render.ts';
import { measureLongChat } from './long-chat.ts';
import { measureHistory } from './history.ts';
import { measureSyncServer } from './sync-server.ts';
import { measureDataPortability } from './data-portability.ts';
import { measureShareViewer } from './share-viewer.ts';
import { measureFilesUpload } from './files-upload.ts';
import { measureKnowledge } from './knowledge.ts';
import { measureInstant } from './instant.ts';

const chosen = process.argv.slice(2);
const wanted = (name: string) => chosen.length === 0 || chosen.includes(name);

const server = await startServerWithTestPages();
const mockProvider = await startMockProvider({ port: 0 });
const browser = await launchChromium();
try {
  if (wanted('cold-load')) await measureColdLoad(browser, server.url);
  if (wanted('long-chat')) await measureLongChat(browser, server.url);
  if (wanted('markdown')) await measureMarkdownRender(browser, server.url, mockProvider.url);
  if (wanted('markdown-hostile')) await measureHostileMarkdown(browser, server.url, mockProvider.url);
  if (wanted('history')) await measureHistory(browser, server.url, mockProvider.url);
  if (wanted('sync-server')) await measureSyncServer();
  if (wanted('data-portability')) await measureDataPortability(browser, server.url);
  if (wanted('share-viewer')) await measureShareViewer(browser);
  if (wanted('files-upload')) await measureFilesUpload(browser, server.url);
  if (wanted('knowledge')) await measureKnowledge(browser);
  if (wanted('instant')) await measureInstant(browser, mockProvider.url);
} finally {
  await browser.close();
  await mockProvider.close();
  await server.stop();
}
