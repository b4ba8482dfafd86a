import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  makeDocx,
  makePasswordPdf,
  makeTextPdf,
} from '../apps/web/src/features/document-readers/test/make-test-documents.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { webDistDirectory } from './support/test-pages.ts';
import { expect, test } from './support/test.ts';

/** A test page (built by `npm run build:test-pages`) that reads a file through the reader worker. */
const harnessPath = '/document-reader-harness.html';

interface HarnessResult {
  milliseconds: number;
  longTasks: number[];
  frames: number;
  longestFrameGap: number;
  pageCount?: number;
  noTextLayer: boolean;
  blockCount: number;
  blocks: { kind: string; text: string; level?: number; page?: number }[];
  pagesWithText: number;
  phrases: { text: string; page?: number }[];
  error?: string;
}

async function readInHarness(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<HarnessResult> {
  await page.getByLabel('Document').setInputFiles(file);
  const status = page.getByRole('status', { name: 'Result' });
  await expect(status).toHaveAttribute('data-state', /done|failed/, { timeout: 20_000 });
  return JSON.parse((await status.textContent()) ?? '{}') as HarnessResult;
}

test.describe('document readers in the built app', () => {
  test('the harness is a test page: the production build does not hold it', () => {
    expect(existsSync(path.join(webDistDirectory, 'document-reader-harness.html'))).toBe(false);
  });

  test('a 300-page PDF is read in the worker without blocking the page, and nothing leaves the origin', async ({
    page,
    context,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    const elsewhere: string[] = [];
    await context.route('**/*', async (route) => {
      const url = route.request().url();
      if (!url.startsWith(origin) && !url.startsWith('blob:') && !url.startsWith('data:'))
        elsewhere.push(url);
      await route.continue();
    });
    const pdf = await makeTextPdf({
      pages: 300,
      phrases: new Map([[7, 'The harbour master keeps the blue ledger.']]),
    });
    const response = await page.goto(harnessPath);
    // The page runs under the app's own policy, so the worker and PDF.js are checked against it.
    expect(response?.headers()['content-security-policy']).toContain("worker-src 'self'");

    const result = await readInHarness(page, {
      name: 'manual.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(pdf),
    });

    expect(result.error).toBeUndefined();
    expect(result.pageCount).toBe(300);
    expect(result.pagesWithText).toBe(300);
    // A heading and two paragraphs a page, and the phrase on page 7.
    expect(result.blockCount).toBe(901);
    expect(result.phrases).toEqual([
      { kind: 'text', text: 'The harbour master keeps the blue ledger.', page: 7 },
    ]);
    // The page kept drawing while the worker read: frames kept coming and no task held the thread
    // anywhere near the read's length (the bound leaves room for a loaded two-core machine).
    expect(result.frames).toBeGreaterThan(5);
    expect(Math.max(0, ...result.longTasks)).toBeLessThan(result.milliseconds / 2);
    test.info().annotations.push({
      type: 'figures',
      description: `300 pages in ${String(result.milliseconds)} ms; long tasks on the page: [${result.longTasks.join(', ')}] ms; ${String(result.frames)} frames, longest gap ${String(result.longestFrameGap)} ms`,
    });
    console.log(test.info().annotations.at(-1)?.description);
    expect(elsewhere).toEqual([]);
    await saveScreenshot(page, 'document-readers-300-page-pdf');
  });

  test('the worker reads a Word document and reports a protected PDF by its code', async ({ page }) => {
    await page.goto(harnessPath);
    const docx = await readInHarness(page, {
      name: 'lease.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from(await makeDocx()),
    });
    expect(docx.blocks.slice(0, 2)).toEqual([
      { kind: 'heading', text: 'Tenancy agreement', level: 1 },
      { kind: 'text', text: 'The tenant pays the rent on the first day of each month.' },
    ]);

    const locked = await readInHarness(page, {
      name: 'locked.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await makePasswordPdf()),
    });
    expect(locked.error).toBe('encrypted');
  });
});
