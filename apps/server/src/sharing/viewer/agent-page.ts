import { lookupOwn } from '@confab/core/entities';
import { escapeHTML } from './escape-html.ts';
import { renderMarkdown } from './render-markdown.ts';
import { viewerDocument } from './viewer-page.ts';

function textField(data: Record<string, unknown>, name: string): string {
  const value = lookupOwn(data, name);
  return typeof value === 'string' ? value : '';
}

/** The page of one shared agent: what it is and does, and the way to add it to one's own library. */
export function sharedAgentPage({ id, data }: { id: string; data: Record<string, unknown> }): string {
  const title = textField(data, 'title').trim() || 'Shared agent';
  const description = textField(data, 'description');
  const prompt = textField(data, 'prompt');
  return viewerDocument({
    title: `${title} · Shared agent`,
    body: `<header>
<h1>${escapeHTML(title)}</h1>
<p class="meta">An AI agent shared from Confab</p>
<a class="action" href="/?character=${encodeURIComponent(id)}">Add to Confab</a>
</header>
${description ? `<section aria-label="Description"><div class="body">${renderMarkdown(description)}</div></section>` : ''}
${prompt ? `<article aria-label="Instructions"><p class="role">Instructions</p><div class="body">${renderMarkdown(prompt)}</div></article>` : ''}
<footer>Adding makes your own copy in your browser; the person who shared it sees nothing of it.</footer>`,
  });
}
