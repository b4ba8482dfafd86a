import type { Page } from '@playwright/test';
import type { MockProvider } from '@confab/test-kit';

/**
 * The typing probe sticks to the bottom of the window; a full-page picture is taken without resizing
 * the window, so it would sit over the middle of a long answer. In screenshots it follows the answer.
 */
export const harnessScreenshotStyle = '.markdown-harness__probe { position: static; }';

/**
 * The harness page's path. It is a test page, built apart from the app (`npm run build:test-pages`)
 * and served only by the test servers (`startServerWithTestPages`); production answers 404.
 */
export const markdownHarnessPath = '/markdown-harness.html';

/** The harness's address, optionally with its query (`source`, `theme`). */
export function markdownHarnessUrl(parameters: Record<string, string> = {}): string {
  const query = new URLSearchParams(parameters).toString();
  return query === '' ? markdownHarnessPath : `${markdownHarnessPath}?${query}`;
}

export interface HarnessOptions {
  theme?: 'light' | 'dark';
  tokensPerSecond?: number;
}

/**
 * Scripts the mock provider with `text`, opens the markdown harness pointed at it and waits until
 * the streamed answer is fully rendered.
 */
export async function openHarnessWithAnswer(
  page: Page,
  mockProvider: MockProvider,
  text: string,
  { theme = 'light', tokensPerSecond }: HarnessOptions = {},
): Promise<void> {
  mockProvider.script({ text, ...(tokensPerSecond === undefined ? {} : { tokensPerSecond }) });
  await page.goto(markdownHarnessUrl({ source: mockProvider.url, theme }));
  await waitForRendered(page);
}

export async function waitForRendered(page: Page): Promise<void> {
  await page.locator('[role="status"][data-status="done"]').waitFor();
  await page.locator('.markdown[data-rendered="complete"]').waitFor();
}

export interface ExecutionWatch {
  dialogs: string[];
  topNavigations: string[];
  /** The value hostile payloads try to set on the app's window. */
  pwned: () => Promise<unknown>;
}

/** Records dialogs and top-level navigations; call before the hostile answer arrives. */
export function watchForExecution(page: Page): ExecutionWatch {
  const dialogs: string[] = [];
  const topNavigations: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) topNavigations.push(frame.url());
  });
  return {
    dialogs,
    topNavigations,
    // A string expression: tsx's __name helper does not exist inside the page.
    pwned: () => page.evaluate('window.__pwned'),
  };
}
