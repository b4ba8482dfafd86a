import { test, expect } from './support/test.ts';
import { openHarnessWithAnswer } from './support/markdown-harness.ts';

const fence = '```';
const leakHost = 'leak.example';

/**
 * Previews that try the ways an artifact could call out: fetch, a remote <img>, a remote style
 * background and an SVG <image>. Each reports when its attempts have settled, so the test waits on
 * state, not time. (A diagram's remote image shape is covered in markdown.spec.ts.)
 */
const callingOutAnswer = [
  `${fence}html`,
  '<p id="report">pending</p>',
  `<div style="width:10px;height:10px;background:url(https://${leakHost}/background.png)"></div>`,
  '<script>',
  'const results = {};',
  'const image = new Promise((resolve) => {',
  '  const element = document.createElement("img");',
  '  element.onload = () => resolve("loaded");',
  '  element.onerror = () => resolve("failed");',
  `  element.src = "https://${leakHost}/html-image.png";`,
  '  document.body.append(element);',
  '});',
  `const call = fetch("https://${leakHost}/fetch").then(() => "answered", (error) => "failed: " + error.name);`,
  'Promise.all([image, call]).then(([imageResult, fetchResult]) => {',
  '  document.getElementById("report").textContent = JSON.stringify({ image: imageResult, fetch: fetchResult });',
  '});',
  '</script>',
  fence,
  '',
  `${fence}svg`,
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40">',
  '  <text id="svg-report" x="0" y="20">pending</text>',
  `  <image href="https://${leakHost}/svg-image.png" width="10" height="10"`,
  "    onload=\"document.getElementById('svg-report').textContent = 'loaded'\"",
  "    onerror=\"document.getElementById('svg-report').textContent = 'failed'\" />",
  '</svg>',
  fence,
].join('\n');

test.describe('artifact and diagram frames', () => {
  test('an HTML or SVG preview reaches no host: no fetch, no remote image', async ({
    page,
    mockProvider,
  }) => {
    // What reaches the network layer. A request event alone would also list the loads the policy
    // blocked (Chromium reports them as failed with ERR_BLOCKED_BY_CSP); a route sees only real ones.
    // The context's route, not the page's: it also sees frames running in their own process.
    const outsideRequests: string[] = [];
    await page.context().route(`https://${leakHost}/**`, (route) => {
      outsideRequests.push(route.request().url());
      // Answered, so a call that got out would succeed rather than fail quietly.
      return route.fulfill({ status: 200, body: 'ok', headers: { 'Access-Control-Allow-Origin': '*' } });
    });
    await openHarnessWithAnswer(page, mockProvider, callingOutAnswer);
    const message = page.getByRole('article', { name: 'Assistant message' });

    const previews = message.getByRole('button', { name: 'Preview' });
    await expect(previews).toHaveCount(2);
    await previews.nth(0).click();
    await previews.nth(1).click();
    const frames = page.locator('iframe[title="Artifact preview"]');
    await expect(frames).toHaveCount(2);
    const htmlReport = frames.nth(0).contentFrame().locator('#report');
    await expect(htmlReport).not.toHaveText('pending');
    expect(JSON.parse((await htmlReport.textContent()) ?? '{}')).toEqual({
      image: 'failed',
      fetch: 'failed: TypeError',
    });
    await expect(frames.nth(1).contentFrame().locator('#svg-report')).toHaveText('failed');
    expect(outsideRequests).toEqual([]);
  });

  for (const framePath of [
    '/sandbox/artifact.html',
    '/sandbox/plugin.html',
    '/mermaid-frame.html',
    '/handlebars-frame.html',
  ]) {
    test(`${framePath} sandboxes itself, even opened directly`, async ({ page }) => {
      const response = await page.goto(framePath);
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy.split(';').map((directive) => directive.trim())).toContain('sandbox allow-scripts');
      // An opaque origin: the document cannot use the app's storage or cookies.
      expect(await page.evaluate('window.origin')).toBe('null');
    });
  }
});
