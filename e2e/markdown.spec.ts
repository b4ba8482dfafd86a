import { test, expect } from './support/test.ts';
import { saveScreenshot } from './support/screenshots.ts';
import {
  harnessScreenshotStyle,
  markdownHarnessUrl,
  openHarnessWithAnswer,
  waitForRendered,
  watchForExecution,
} from './support/markdown-harness.ts';
import {
  counterArtifact,
  hostileMarkdown,
  richMarkdown,
  storageProbeArtifact,
} from './support/markdown-samples.ts';

test.use({ viewport: { width: 1000, height: 900 } });

test.describe('markdown rendering in Chromium', () => {
  test('streams rich markdown, then highlights code, typesets math and draws the diagram', async ({
    page,
    mockProvider,
  }) => {
    mockProvider.script({ text: richMarkdown, tokensPerSecond: 60 });
    await page.goto(markdownHarnessUrl({ source: mockProvider.url }));
    // The answer is visible while it streams, before the stream ends.
    await expect(page.locator('[role="status"][data-status="streaming"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Rendering check' })).toBeVisible();
    await expect(page.locator('.markdown[data-rendered="partial"]')).toBeAttached();
    await waitForRendered(page);

    const message = page.getByRole('article', { name: 'Assistant message' });
    await expect(message.getByRole('table')).toBeVisible();
    await expect(message.getByRole('cell', { name: 'Rust' })).toBeVisible();
    await expect(message.getByRole('checkbox', { name: 'Done', exact: true })).toBeChecked();
    await expect(message.locator('del')).toHaveText('struck');
    await expect(message.locator('.markdown-code .hljs-keyword').first()).toHaveText('def');
    await expect(message.locator('.katex').first()).toBeVisible();
    await expect(message.locator('.katex-display')).toBeVisible();
    const diagram = message.getByRole('img', { name: 'Diagram' });
    await expect(diagram.locator('svg')).toBeVisible();
    await expect(diagram).toContainText('Question');
    await expect(message.getByText('The end.')).toBeVisible();
    await saveScreenshot(page, 'markdown-rich-light', harnessScreenshotStyle);
  });

  test('a diagram is drawn in its sandboxed frame, off the page; without the frame the page draws it', async ({
    page,
    mockProvider,
  }) => {
    // Which document fetched Mermaid's code: the frame's, or the page's own.
    const drawers: string[] = [];
    // What the frame's page loads besides Mermaid: the app shell and React would be seconds of
    // script on a slow machine for nothing (a shared chunk pulled in by one small import).
    const frameScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/draw-mermaid-[^/]*\.js$/.test(request.url())) drawers.push(request.frame().url());
      if (request.frame().url().endsWith('/mermaid-frame.html')) frameScripts.push(request.url());
    });
    await openHarnessWithAnswer(page, mockProvider, richMarkdown);
    const diagram = page.getByRole('img', { name: 'Diagram' });
    await expect(diagram).toContainText('Question');
    const frame = page.locator('iframe[title="Diagram renderer"]');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    await expect(frame).toHaveAttribute('aria-hidden', 'true');
    // Mermaid's code was fetched by the frame only: the page never ran it.
    expect(drawers).toHaveLength(1);
    expect(frameScripts.filter((url) => /\/(app-shell|react|intl)-[^/]*\.(js|css)$/.test(url))).toEqual([]);
    expect(drawers[0]).toMatch(/\/mermaid-frame\.html$/);

    drawers.length = 0;
    await page.route('**/mermaid-frame.html', (route) => route.abort());
    await openHarnessWithAnswer(page, mockProvider, richMarkdown);
    // The page waits 3 s after the frame's load for a ready message before it draws by itself.
    await expect(diagram).toContainText('Question', { timeout: 15_000 });
    expect(drawers).toHaveLength(1);
    expect(drawers[0]).toMatch(/\/markdown-harness\.html/);
  });

  test("a diagram's image shape loads nothing, whether the frame or the page draws it", async ({
    page,
    mockProvider,
  }) => {
    const trackerRequests: string[] = [];
    // A context route sees the requests of the diagram frame's own process too.
    await page.context().route('https://tracker.invalid/**', (route) => {
      trackerRequests.push(route.request().url());
      return route.abort();
    });
    const answer = [
      'A picture in a diagram:',
      '```mermaid\nflowchart TD\n  A@{ img: "https://tracker.invalid/shape.png", label: "Pic", h: 60 }\n  A --> B[Next]\n```',
      'Done.',
    ].join('\n\n');
    const message = page.getByRole('article', { name: 'Assistant message' });
    // Mermaid gives up on the shape when its picture cannot load; a later version might draw the rest.
    const diagramSettled = message
      .getByRole('img', { name: 'Diagram' })
      .or(message.getByText('This diagram could not be drawn; its source is shown instead.'));
    await openHarnessWithAnswer(page, mockProvider, answer);
    await expect(diagramSettled).toBeVisible();
    await page.route('**/mermaid-frame.html', (route) => route.abort());
    await openHarnessWithAnswer(page, mockProvider, answer);
    await expect(diagramSettled).toBeVisible({ timeout: 15_000 });
    expect(trackerRequests).toEqual([]);
  });

  test('a diagram is drawn again when the theme changes', async ({ page, mockProvider }) => {
    await openHarnessWithAnswer(page, mockProvider, richMarkdown);
    const diagram = page.getByRole('img', { name: 'Diagram' });
    await expect(diagram).toContainText('Question');
    const lightDrawing = await diagram.innerHTML();
    // What the appearance setting does when the reader picks dark.
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'dark';
    });
    await expect.poll(() => diagram.innerHTML()).not.toBe(lightDrawing);
    await expect(diagram).toContainText('Question');
  });

  test('looks right in the dark theme', async ({ page, mockProvider }) => {
    await openHarnessWithAnswer(page, mockProvider, `${richMarkdown}\n\n${counterArtifact}`, {
      theme: 'dark',
    });
    await expect(page.locator('.hljs-keyword').first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'Diagram' }).locator('svg')).toBeVisible();
    await saveScreenshot(page, 'markdown-rich-dark', harnessScreenshotStyle);
  });

  test('nothing in a hostile answer runs, navigates or loads by itself', async ({ page, mockProvider }) => {
    const watch = watchForExecution(page);
    const trackerRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('tracker.invalid')) trackerRequests.push(request.url());
    });
    await openHarnessWithAnswer(page, mockProvider, hostileMarkdown);
    const harnessUrl = page.url();
    const navigationsOnLoad = [...watch.topNavigations];
    const message = page.getByRole('article', { name: 'Assistant message' });
    await expect(message.getByText('Still rendered at the end.')).toBeVisible();

    // Raw HTML is text, not elements.
    await expect(
      message.locator('script, iframe, svg[onload], img, [onerror], [onload], [onmouseover]'),
    ).toHaveCount(0);
    await expect(
      message.getByText("<script>window.__pwned = 'script'; alert('script')</script>"),
    ).toBeVisible();
    await message.getByText('hover me').hover();

    // Only http(s) and mailto links are links.
    for (const name of ['js link', 'data link', 'vb link', 'file link', 'raw anchor']) {
      await expect(message.getByRole('link', { name })).toHaveCount(0);
    }
    const hrefs = await message
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href).toMatch(/^(https?:|mailto:)/);
    await message.getByText('js link').click();

    // The tracking pixel waits for a click.
    await expect(message.getByRole('button', { name: 'Load image from tracker.invalid' })).toBeVisible();

    // Mermaid: drawn strictly; the init directive did not loosen it and clicks do nothing.
    const diagram = message.getByRole('img', { name: 'Diagram' });
    await expect(diagram.locator('svg')).toBeVisible();
    await expect(diagram.locator('foreignObject, a, [onclick], img')).toHaveCount(0);
    await diagram.getByText('Start', { exact: true }).click();
    await diagram.getByText('Finish', { exact: true }).click();

    // KaTeX with trust: false: \href and \url are not links, \htmlClass adds no class.
    await expect(message.locator('.katex')).not.toHaveCount(0);
    await expect(message.locator('.katex a, .katex [href], .pwned')).toHaveCount(0);

    // The artifact runs only inside its sandbox when previewed.
    await message.getByRole('button', { name: 'Preview' }).click();
    const frame = page.frameLocator('iframe[title="Artifact preview"]');
    await expect(frame.locator('#escape')).toHaveText('escape attempt');
    await expect(page.locator('iframe[title="Artifact preview"]')).toHaveAttribute(
      'sandbox',
      'allow-scripts',
    );
    await page.waitForTimeout(500);

    expect(await watch.pwned()).toBeUndefined();
    expect(watch.dialogs).toEqual([]);
    expect(watch.topNavigations).toEqual(navigationsOnLoad);
    expect(page.url()).toBe(harnessUrl);
    expect(trackerRequests).toEqual([]);
    await expect(message.getByText('Still rendered at the end.')).toBeVisible();
    await saveScreenshot(page, 'markdown-hostile', harnessScreenshotStyle);
  });

  test('the copy button writes the code to the clipboard', async ({
    page,
    mockProvider,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
    await openHarnessWithAnswer(page, mockProvider, richMarkdown);
    const copy = page.getByRole('button', { name: 'Copy code' }).first();
    await copy.click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const clipboard = await page.evaluate<string>('navigator.clipboard.readText()');
    expect(clipboard).toContain('def greet(name: str) -> str:');
    await expect(page.getByRole('button', { name: 'Copied' })).toHaveCount(0, { timeout: 4000 });
  });

  test('reference links resolve against sources listed after them, as the answer streams in', async ({
    page,
    mockProvider,
  }) => {
    const answer = [
      'The figures come from the survey [1] and [the guide][guide].',
      'A second paragraph, so the first is complete long before the sources arrive.',
      'A third one, for the same reason.',
      '[1]: https://example.com/survey',
      '[guide]: https://example.com/guide "The guide"',
      'The end.',
    ].join('\n\n');
    await openHarnessWithAnswer(page, mockProvider, answer, { tokensPerSecond: 40 });
    const message = page.getByRole('article', { name: 'Assistant message' });
    const survey = message.getByRole('link', { name: '1', exact: true });
    await expect(survey).toHaveAttribute('href', 'https://example.com/survey');
    await expect(survey).toHaveAttribute('rel', 'noopener noreferrer');
    const guide = message.getByRole('link', { name: 'the guide' });
    await expect(guide).toHaveAttribute('href', 'https://example.com/guide');
    await expect(guide).toHaveAttribute('title', 'The guide');
    // The definitions themselves are not shown.
    await expect(message).not.toContainText('https://example.com/survey');
  });

  test('a remote image loads only after its button is pressed', async ({ page, mockProvider, baseURL }) => {
    const imageUrl = `${baseURL ?? ''}/icons/icon-192.png`;
    const imageRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url() === imageUrl) imageRequests.push(request.url());
    });
    await openHarnessWithAnswer(page, mockProvider, `An icon:\n\n![Confab icon](${imageUrl})`);
    await page.waitForTimeout(300);
    expect(imageRequests).toEqual([]);
    const host = new URL(imageUrl).host;
    await page.getByRole('button', { name: `Load image from ${host}` }).click();
    const image = page.getByRole('img', { name: 'Confab icon' });
    await expect(image).toBeVisible();
    expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(192);
    expect(imageRequests).toEqual([imageUrl]);
  });

  test('an artifact preview runs its own script in the sandbox', async ({ page, mockProvider }) => {
    await openHarnessWithAnswer(page, mockProvider, counterArtifact);
    const code = page.getByRole('button', { name: 'Code', exact: true });
    const preview = page.getByRole('button', { name: 'Preview' });
    await expect(code).toHaveAttribute('aria-pressed', 'true');
    await preview.click();
    await expect(preview).toHaveAttribute('aria-pressed', 'true');
    const frame = page.frameLocator('iframe[title="Artifact preview"]');
    await expect(frame.getByRole('button', { name: 'Clicked 0 times' })).toBeVisible();
    const counter = frame.locator('#counter');
    await counter.click();
    await counter.click();
    await expect(frame.getByRole('button', { name: 'Clicked 2 times' })).toBeVisible();
    await code.click();
    await expect(page.locator('iframe[title="Artifact preview"]')).toHaveCount(0);
  });

  test("an artifact cannot reach the app's storage, cookies, DOM or server", async ({
    page,
    mockProvider,
  }) => {
    await page.goto(markdownHarnessUrl());
    await page.evaluate(`(async () => {
      localStorage.setItem('confab-secret', 'sk-secret-key');
      document.cookie = 'confab-secret=sk-secret-cookie; path=/';
      await new Promise((resolve, reject) => {
        const request = indexedDB.open('confab-secret-db');
        request.onupgradeneeded = () => request.result.createObjectStore('keys');
        request.onsuccess = () => { request.result.close(); resolve(undefined); };
        request.onerror = () => reject(request.error);
      });
    })()`);
    await openHarnessWithAnswer(page, mockProvider, storageProbeArtifact);
    await page.getByRole('button', { name: 'Preview' }).click();
    const report = page.frameLocator('iframe[title="Artifact preview"]').locator('#report');
    await expect(report).not.toHaveText('pending');
    const probe = JSON.parse((await report.textContent()) ?? '{}') as Record<string, string>;
    expect(probe.parentDocument).toMatch(/^blocked: SecurityError/);
    expect(probe.parentSecret).toMatch(/^blocked: SecurityError/);
    expect(probe.localStorage).toMatch(/^blocked: SecurityError/);
    expect(probe.cookie).toMatch(/^blocked: SecurityError/);
    expect(probe.indexedDB).toMatch(/^blocked/);
    expect(probe.config).toMatch(/^blocked/);
    expect(JSON.stringify(probe)).not.toContain('sk-secret');
  });

  test('a long answer draws the parts near the screen at once and the rest as they are scrolled to', async ({
    page,
    mockProvider,
  }) => {
    const parts = Array.from(
      { length: 600 },
      (_, index) => `## Part ${index}\n\nSome **bold ${index}** text and $x^${index % 10}$ math.`,
    );
    await openHarnessWithAnswer(page, mockProvider, parts.join('\n\n'));
    const message = page.getByRole('article', { name: 'Assistant message' });
    await expect(message.getByRole('heading', { name: 'Part 0', exact: true })).toBeVisible();
    await expect(message.locator('strong', { hasText: 'bold 0' })).toBeVisible();
    // Far below, the text is there as its source, not drawn yet.
    await expect(message.getByRole('heading', { name: 'Part 599', exact: true })).toHaveCount(0);
    await expect(message.getByText('## Part 599')).toBeAttached();

    await message.getByText('## Part 599').scrollIntoViewIfNeeded();
    const lastHeading = message.getByRole('heading', { name: 'Part 599', exact: true });
    await expect(lastHeading).toBeVisible();
    await expect(message.locator('strong', { hasText: 'bold 599' })).toBeVisible();
    await expect(message.locator('.katex').last()).toBeVisible();
    await expect(message.getByText('## Part 599')).toHaveCount(0);
    // Parts once drawn stay drawn.
    await page.evaluate('window.scrollTo(0, 0)');
    await expect(message.getByRole('heading', { name: 'Part 0', exact: true })).toBeVisible();
    await expect(lastHeading).toBeAttached();
  });
});
