import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { test, expect } from './support/test.ts';
import { answers, openChatWithMock } from './support/chat-page.ts';
import { sendMessage } from './support/composer.ts';
import { saveScreenshot } from './support/screenshots.ts';

// Issue #22's whole path as a person walks it: three documents uploaded in the Files tab and put in
// one collection, read and indexed by the app's own workers; a question whose answer is on page 7 of
// the PDF sends that passage to the model and the answer cites it; once the PDF is deleted, the same
// question never brings its passage back.

const answerPhrase = 'The spare key to the lighthouse lies under the third blue stone.';

async function handbookPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= 9; number += 1) {
    const page = pdf.addPage([420, 600]);
    const text =
      number === 7 ? answerPhrase : `Chapter ${String(number)} covers the tide tables and the lamp rota.`;
    page.drawText(text, { x: 30, y: 500, size: 10, font });
  }
  return Buffer.from(await pdf.save());
}

const sentBodies = (mockProvider: { requests: readonly { stream?: boolean; body: unknown }[] }) =>
  mockProvider.requests.filter((request) => request.stream).map((request) => JSON.stringify(request.body));

const fileRow = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Files', exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name, exact: true }) });

async function addToCollection(page: Page, name: string, create: boolean) {
  await fileRow(page, name).getByRole('button', { name: 'Add to knowledge base' }).click();
  const picker = page.getByRole('dialog', { name: `Add “${name}” to the knowledge base` });
  if (create) {
    await picker.getByRole('textbox', { name: 'New collection name' }).fill('Lighthouse');
    await picker.getByRole('button', { name: 'Create' }).click();
  } else {
    await picker.getByRole('checkbox', { name: 'Lighthouse' }).check();
  }
  await picker.getByRole('button', { name: 'Save' }).click();
}

async function askWithKnowledge(page: Page, question: string) {
  await page.getByRole('button', { name: 'New chat' }).click();
  await page.getByRole('switch', { name: 'Use knowledge' }).check();
  await sendMessage(page, question);
}

test('upload three documents, ask about page 7, see the cited passage; a deleted document is never retrieved', async ({
  page,
  mockProvider,
}) => {
  test.setTimeout(60_000);
  await openChatWithMock(page, mockProvider);
  await page.goto('/#files');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload' }).first().click();
  await (
    await chooser
  ).setFiles([
    { name: 'handbook.pdf', mimeType: 'application/pdf', buffer: await handbookPdf() },
    {
      name: 'rota.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from('# Lamp rota\n\nAnna lights the lamp on Mondays; Ben on Tuesdays.\n'),
    },
    {
      name: 'supplies.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Order paraffin, wicks and biscuits before the winter storms.'),
    },
  ]);
  await addToCollection(page, 'handbook.pdf', true);
  await addToCollection(page, 'rota.md', false);
  await addToCollection(page, 'supplies.txt', false);
  for (const name of ['handbook.pdf', 'rota.md', 'supplies.txt']) {
    await expect(fileRow(page, name).getByText(/Indexed · \d+ passages?/)).toBeVisible({ timeout: 20_000 });
  }
  await saveScreenshot(page, 'knowledge-files-indexed');

  await page.goto('/');
  mockProvider.script({ text: 'It lies under the third blue stone [1].' }, { text: 'Spare key' });
  await askWithKnowledge(page, 'Where is the spare key to the lighthouse kept?');
  await expect(answers(page)).toContainText('It lies under the third blue stone');
  expect(sentBodies(mockProvider).at(-1)).toContain(answerPhrase);

  const source = answers(page)
    .getByRole('list', { name: 'Sources' })
    .getByRole('button', { name: '[1] handbook.pdf, page 7' });
  await expect(source).toBeVisible();
  await source.click();
  const passage = page.getByRole('dialog', { name: 'handbook.pdf' });
  await expect(passage).toContainText(answerPhrase);
  await saveScreenshot(page, 'knowledge-cited-passage');
  await passage.getByRole('button', { name: 'Open in Files' }).click();

  await expect(page).toHaveURL(/#files$/);
  await fileRow(page, 'handbook.pdf').getByRole('button', { name: 'More actions for handbook.pdf' }).click();
  await page
    .getByRole('menu', { name: 'Actions for handbook.pdf' })
    .getByRole('menuitem', { name: 'Delete' })
    .click();
  await page
    .getByRole('dialog', { name: 'Delete “handbook.pdf”?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(fileRow(page, 'handbook.pdf')).toHaveCount(0);

  await page.goto('/');
  mockProvider.script({ text: 'I cannot find that in your documents.' }, { text: 'Spare key again' });
  await askWithKnowledge(page, 'Where is the spare key to the lighthouse kept?');
  await expect(answers(page).last()).toContainText('I cannot find that in your documents.');
  const lastBody = sentBodies(mockProvider).at(-1) ?? '';
  expect(lastBody).not.toContain(answerPhrase);
  expect(lastBody).not.toContain('handbook.pdf');
});
