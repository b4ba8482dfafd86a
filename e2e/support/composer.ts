import { expect, type Page } from '@playwright/test';

/**
 * Types a message and sends it with Enter, the way a person does. Enter does nothing while an answer
 * is still running (the composer shows Stop then), so this waits for Send first: the visible text of
 * an answer arrives before its run has finished writing usage and the title.
 */
export async function sendMessage(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill(text);
  await composer.press('Enter');
}
