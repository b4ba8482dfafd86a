import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { test, expect } from './support/test.ts';
import { seedChats } from './support/seed-chats.ts';
import { saveScreenshot, screenshotVariantSkip } from './support/screenshots.ts';

// A 1×1 red PNG.
const pixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const tooBigForProjects = 'log line\n'.repeat(13_000);

const fileList = (page: Page) => page.getByRole('list', { name: 'Files', exact: true });
const fileRow = (page: Page, name: string) =>
  fileList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name, exact: true }) });
// The first button of each row is the file's name (it opens the preview).
const listedNames = (page: Page) =>
  fileList(page)
    .getByRole('listitem')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('button')?.textContent ?? ''));

async function chooseFromRowMenu(page: Page, name: string, item: string) {
  await page.getByRole('button', { name: `More actions for ${name}` }).click();
  await page
    .getByRole('menu', { name: `Actions for ${name}` })
    .getByRole('menuitem', { name: item })
    .click();
}

async function makePdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) {
    pdf.addPage([300, 400]).drawText(`Page ${String(page)} says hello`, { x: 40, y: 300, size: 20, font });
  }
  return Buffer.from(await pdf.save());
}

/** Opens the Files tab with a project to add files to. */
async function openFiles(page: Page) {
  await seedChats(page, { folders: [{ id: 'fo-brief', title: 'Brief', order: 0 }] });
  await page.goto('/#files');
  await expect(page.getByRole('heading', { name: 'Files', level: 1 })).toBeVisible();
}

/** Three files by the Upload button's file chooser, one dropped onto the view. */
async function uploadFixtures(page: Page) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload' }).first().click();
  await (
    await chooser
  ).setFiles([
    {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Kick-off on Monday.\nBring the budget.'),
    },
    { name: 'pixel.png', mimeType: 'image/png', buffer: pixelPng },
    { name: 'server.log', mimeType: 'text/plain', buffer: Buffer.from(tooBigForProjects) },
  ]);
  await expect(page.getByRole('progressbar', { name: 'notes.txt' })).toBeVisible();

  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['name,amount\nrent,900\n'], 'budget.csv', { type: 'text/csv' }));
    return transfer;
  });
  const view = page.locator('.files-view');
  await view.dispatchEvent('dragenter', { dataTransfer });
  await expect(page.getByText('Drop files here to upload them')).toBeVisible();
  await view.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByText('Drop files here to upload them')).toBeHidden();
  for (const name of ['notes.txt', 'pixel.png', 'server.log', 'budget.csv']) {
    await expect(fileRow(page, name)).toBeVisible();
  }
}

test.describe('Files tab', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('draws PDF pages a few at a time and hands a file to a new chat', async ({ page }) => {
    await openFiles(page);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload' }).first().click();
    await (
      await chooser
    ).setFiles([
      { name: 'manual.pdf', mimeType: 'application/pdf', buffer: await makePdf(5) },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Kick-off on Monday.') },
    ]);
    await page.getByRole('button', { name: 'manual.pdf', exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'Preview of manual.pdf' });
    const firstPage = preview.getByRole('img', { name: 'Page 1 of 5' });
    await expect(firstPage).toBeVisible();
    await expect(preview.getByRole('img', { name: 'Page 4 of 5' })).toHaveCount(0);
    // Drawn, not just sized: some pixels are darker than the white page.
    await expect
      .poll(() =>
        firstPage.evaluate((canvas: HTMLCanvasElement) => {
          const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
          let dark = 0;
          for (let index = 0; index < pixels.length; index += 4) if ((pixels[index] ?? 255) < 128) dark += 1;
          return dark;
        }),
      )
      .toBeGreaterThan(0);
    await preview.getByRole('button', { name: 'Show more pages' }).click();
    await expect(preview.getByRole('img', { name: 'Page 5 of 5' })).toBeVisible();
    await saveScreenshot(page, 'files-preview-pdf-1280x800');
    await preview.getByRole('button', { name: 'Close' }).click();

    await chooseFromRowMenu(page, 'notes.txt', 'Use in chat');
    await expect(page.getByRole('list', { name: 'Attached files' }).getByText('notes.txt')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  });

  test('uploads by picker and drop, then finds, sorts, filters and previews files', async ({ page }) => {
    await openFiles(page);
    await expect(page.getByText('No files yet')).toBeVisible();
    await uploadFixtures(page);

    const search = page.getByRole('searchbox', { name: 'Search files' });
    await search.fill('NOTES');
    await expect.poll(() => listedNames(page)).toEqual(['notes.txt']);
    await search.fill('');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name' });
    await expect
      .poll(() => listedNames(page))
      .toEqual(['budget.csv', 'notes.txt', 'pixel.png', 'server.log']);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Largest first' });
    await expect.poll(async () => (await listedNames(page))[0]).toBe('server.log');
    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Spreadsheets and CSV' });
    await expect.poll(() => listedNames(page)).toEqual(['budget.csv']);
    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'All types' });

    await page.getByRole('button', { name: 'notes.txt', exact: true }).click();
    const textPreview = page.getByRole('dialog', { name: 'Preview of notes.txt' });
    await expect(textPreview.getByText('Bring the budget.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(textPreview).toBeHidden();

    await page.getByRole('button', { name: 'pixel.png', exact: true }).click();
    const image = page
      .getByRole('dialog', { name: 'Preview of pixel.png' })
      .getByRole('img', { name: 'pixel.png' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);
    await saveScreenshot(page, 'files-preview-image-1280x800');
  });

  test('renames, adds to the knowledge base and a project, and deletes', async ({ page }) => {
    await openFiles(page);
    await uploadFixtures(page);

    await chooseFromRowMenu(page, 'notes.txt', 'Rename');
    const rename = page.getByRole('dialog', { name: 'Rename file' });
    await rename.getByRole('textbox', { name: 'Name' }).fill('kick-off notes.txt');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(fileRow(page, 'kick-off notes.txt')).toBeVisible();

    await fileRow(page, 'budget.csv').getByRole('button', { name: 'Add to knowledge base' }).click();
    const picker = page.getByRole('dialog', { name: 'Add “budget.csv” to the knowledge base' });
    await picker.getByRole('textbox', { name: 'New collection name' }).fill('Household');
    await picker.getByRole('button', { name: 'Create' }).click();
    await expect(picker.getByRole('checkbox', { name: 'Household' })).toBeChecked();
    await picker.getByRole('button', { name: 'Save' }).click();
    await expect(fileRow(page, 'budget.csv').getByText('In 1 collection')).toBeVisible();

    await chooseFromRowMenu(page, 'kick-off notes.txt', 'Add to project');
    const project = page.getByRole('dialog', { name: 'Add “kick-off notes.txt” to a project' });
    await expect(project.getByRole('radio', { name: 'Brief' })).toBeChecked();
    await project.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Added “kick-off notes.txt” to Brief.')).toBeVisible();

    await chooseFromRowMenu(page, 'server.log', 'Add to project');
    const tooBig = page.getByRole('dialog', { name: 'Add “server.log” to a project' });
    await tooBig.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(
      tooBig.getByText(
        'The total selected file(s) are too big (exceeds 100KB). This feature is suitable for small files only. If you need to upload bigger files, please use the Knowledge Base feature instead.',
      ),
    ).toBeVisible();
    await tooBig.getByRole('button', { name: 'Open the knowledge base' }).click();
    const household = page.getByRole('region', { name: 'Household' });
    await expect(household.getByText('budget.csv')).toBeVisible();
    // The passage count depends on whether the knowledge service has read the file yet.
    await expect(household.getByText(/^1 document · /)).toBeVisible();

    await page.getByRole('button', { name: 'All files' }).click();
    await chooseFromRowMenu(page, 'pixel.png', 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete “pixel.png”?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(fileRow(page, 'pixel.png')).toHaveCount(0);
    await expect(page.getByText('3 files of 3')).toBeVisible();
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    const size = `${String(viewport.width)}x${String(viewport.height)}`;
    test(`Files tab looks right at ${size} in the ${colorScheme} theme`, async ({ page }) => {
      test.skip(...screenshotVariantSkip(viewport.width, colorScheme));
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      await openFiles(page);
      await uploadFixtures(page);
      await page.getByRole('button', { name: 'Clear finished uploads' }).click();
      await fileRow(page, 'budget.csv').getByRole('button', { name: 'Add to knowledge base' }).click();
      const picker = page.getByRole('dialog', { name: 'Add “budget.csv” to the knowledge base' });
      await picker.getByRole('textbox', { name: 'New collection name' }).fill('Household');
      await picker.getByRole('button', { name: 'Create' }).click();
      await picker.getByRole('button', { name: 'Save' }).click();
      await expect(fileRow(page, 'budget.csv').getByText('In 1 collection')).toBeVisible();
      // Nothing wider than the screen: every action stays reachable on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `files-${colorScheme}-${size}`);
      await page.getByRole('button', { name: 'Knowledge base', exact: true }).click();
      await expect(page.getByRole('region', { name: 'Household' })).toBeVisible();
      await saveScreenshot(page, `files-knowledge-${colorScheme}-${size}`);
    });
  }
}
