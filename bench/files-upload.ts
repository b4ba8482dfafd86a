// Issue #22: dropping many files on the Files tab, as a person dropping a folder does: the time
// until every file is stored and listed. Small files, so the figure is the store's and the screen's
// work per file, not the disk's.
import type { Browser } from '@playwright/test';
import { reportFigures } from './support/figures.ts';

const fileCount = 2_000;

// A string, not a function: tsx's name-keeping helper does not exist in the page (docs/footguns.md).
const dropFiles = `(() => {
  const transfer = new DataTransfer();
  for (let index = 0; index < ${String(fileCount)}; index += 1) {
    transfer.items.add(new File(['note ' + index + ': bring the budget.'], 'note-' + index + '.txt', { type: 'text/plain' }));
  }
  const view = document.querySelector('.files-view');
  view.dispatchEvent(new DragEvent('dragenter', { dataTransfer: transfer, bubbles: true }));
  view.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  return performance.now();
})()`;

export async function measureFilesUpload(browser: Browser, serverURL: string): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(`${serverURL}/#files`);
    await page.getByRole('button', { name: 'Upload' }).first().waitFor();
    const droppedAt = await page.evaluate<number>(dropFiles);
    const total = new Intl.NumberFormat('en').format(fileCount);
    await page.getByText(`${total} files of ${total}`).waitFor({ timeout: 600_000 });
    const storedAt = await page.evaluate<number>('performance.now()');
    const milliseconds = storedAt - droppedAt;
    await reportFigures(
      'files-upload',
      [
        { name: `drop ${total} small files: all stored and listed`, value: milliseconds, unit: 'ms' },
        { name: 'per file', value: milliseconds / fileCount, unit: 'ms' },
      ],
      { fileCount },
    );
  } finally {
    await page.close();
  }
}
