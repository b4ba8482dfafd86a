import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { readLoginCode, startSmtpInbox } from '@confab/test-kit/smtp-inbox';
import { startServer } from '../e2e/support/start-server.ts';
import { heavyMarkdown } from './markdown-heavy-text.ts';
import { median, reportFigures } from './support/figures.ts';

const runs = 5;
const messageCount = 50;

interface PageTimes {
  firstContentfulPaintMs: number;
  loadMs: number;
  scriptCount: number;
  scriptTransferBytes: number;
}

// A string, not a function: tsx's __name helper does not exist inside the page.
const readPageTimes = `(() => {
  const navigation = performance.getEntriesByType('navigation')[0];
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return {
    firstContentfulPaintMs: paint ? paint.startTime : NaN,
    loadMs: navigation ? navigation.loadEventEnd : NaN,
    scriptCount: document.scripts.length,
    scriptTransferBytes: performance.getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script')
      .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
  };
})()`;

async function postJson(url: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${String(response.status)}: ${await response.text()}`);
  return response.json();
}

/** The shared chat a reader opens: question and answer pairs, answers with code, tables and math. */
function sharedChat() {
  const createdAt = Date.UTC(2026, 10, 1);
  const messages = Array.from({ length: messageCount }, (_, index) => ({
    role: index % 2 === 0 ? 'user' : 'assistant',
    content: index % 2 === 0 ? `Question ${String(index / 2 + 1)}: how does this work?` : heavyMarkdown(300),
    ...(index % 2 === 0 ? {} : { model: 'gpt-4o-mini' }),
    createdAt: createdAt + index * 1000,
  }));
  return { version: 1, title: 'A long shared conversation', createdAt, messages };
}

/**
 * Issue #18: the viewer at /share/{id} is a page of its own, drawn by the server. Measures what a
 * reader downloads (HTML, gzip, scripts) and how soon it shows, for a 50-message chat.
 */
export async function measureShareViewer(browser: Browser): Promise<void> {
  const inbox = await startSmtpInbox();
  const server = await startServer({ SMTP_URL: inbox.url, SMTP_FROM: 'Confab <login@confab.test>' });
  try {
    const email = 'bench-share@example.com';
    await postJson(`${server.url}/api/login`, { email, useAltLogin: false });
    const code = readLoginCode(await inbox.waitForMail(email));
    const { token } = (await postJson(`${server.url}/api/verify`, { email, code })) as { token: string };
    const chatData = JSON.stringify(sharedChat());
    const c = createHash('sha256').update(chatData).digest('hex');
    const { shareLink } = (await postJson(`${server.url}/api/share`, { chatData, c }, token)) as {
      shareLink: string;
    };

    const html = await (await fetch(shareLink)).text();
    const htmlBytes = Buffer.byteLength(html);
    const gzipBytes = gzipSync(html).length;

    const samples: PageTimes[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(shareLink, { waitUntil: 'load' });
      samples.push(await page.evaluate<PageTimes>(readPageTimes));
      await context.close();
    }
    await reportFigures(
      'share-viewer',
      [
        {
          name: `shared chat page, ${String(messageCount)} messages: HTML`,
          value: htmlBytes / 1024,
          unit: 'KiB',
        },
        { name: 'shared chat page: HTML gzip (computed)', value: gzipBytes / 1024, unit: 'KiB' },
        {
          name: 'shared chat page: scripts',
          value: Math.max(...samples.map((sample) => sample.scriptCount)),
          unit: 'scripts',
        },
        {
          name: 'shared chat page: JavaScript transferred',
          value: Math.max(...samples.map((sample) => sample.scriptTransferBytes)) / 1024,
          unit: 'KiB',
          budget: 60,
        },
        {
          name: 'shared chat page: first contentful paint (median)',
          value: median(samples.map((sample) => sample.firstContentfulPaintMs)),
          unit: 'ms',
        },
        {
          name: 'shared chat page: load event (median)',
          value: median(samples.map((sample) => sample.loadMs)),
          unit: 'ms',
        },
      ],
      { runs: samples },
    );
  } finally {
    await server.stop();
    await inbox.close();
  }
}
