import type { SharedChatData, SharedChatMessage } from '@confab/core/protocol';
import { escapeHTML } from './escape-html.ts';
import { renderMarkdown } from './render-markdown.ts';
import { viewerStyle } from './viewer-style.ts';

const roleLabels: Readonly<Record<SharedChatMessage['role'], string>> = {
  system: 'System',
  user: 'User',
  assistant: 'Assistant',
};

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

/** The web build's diagram script (a fixed name, see apps/web/vite.config.ts) and the frame it uses. */
export const shareDiagramsScriptPath = '/share-diagrams.js';
export const diagramFramePath = '/mermaid-frame.html';

/** A server-drawn diagram block: only the renderer writes `<`, so a message cannot fake one. */
const diagramMarker = '<figure class="code diagram">';

/**
 * A whole share page: one inline style, readable with JavaScript off. The only script a page may
 * have is the diagram script, a same-origin file, and only when the page has a diagram.
 */
export function viewerDocument({
  title,
  body,
  indexable = false,
  drawsDiagrams = false,
}: {
  title: string;
  body: string;
  /** The owner let search engines list the page; every other page says noindex. */
  indexable?: boolean;
  drawsDiagrams?: boolean;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${indexable ? '' : '<meta name="robots" content="noindex, nofollow">\n'}<meta name="referrer" content="no-referrer">
<title>${escapeHTML(title)}</title>
<style>${viewerStyle}</style>
</head>
<body>
<main>
${body}
</main>
${drawsDiagrams ? `<script type="module" src="${shareDiagramsScriptPath}"></script>\n` : ''}</body>
</html>
`;
}

function messageArticle(message: SharedChatMessage): string {
  const label = roleLabels[message.role];
  const model =
    message.role === 'assistant' && message.model
      ? ` <span class="model">· ${escapeHTML(message.model)}</span>`
      : '';
  return `<article class="${message.role}" aria-label="${label} message">
<p class="role">${label}${model}</p>
<div class="body">${renderMarkdown(message.content)}</div>
</article>`;
}

export interface SharedChatPage {
  html: string;
  /** The page carries the diagram script; its policy must let that script and its frame in. */
  drawsDiagrams: boolean;
}

/** The page of one shared chat: title, date, models, messages, and the way into the app. */
export function sharedChatPage({
  id,
  data,
  createdAt,
  indexable,
}: {
  id: string;
  data: SharedChatData;
  createdAt: number;
  indexable: boolean;
}): SharedChatPage {
  const title = data.title.trim() === '' ? 'New Chat' : data.title;
  const models = [...new Set(data.messages.flatMap((message) => (message.model ? [message.model] : [])))];
  const modelLine = models.length > 0 ? ` · ${models.map(escapeHTML).join(', ')}` : '';
  const continueHref = `/?shared_chat=${encodeURIComponent(id)}`;
  const messages = data.messages.map(messageArticle).join('\n');
  const drawsDiagrams = messages.includes(diagramMarker);
  const html = viewerDocument({
    indexable,
    drawsDiagrams,
    title: `${title} · Shared chat`,
    body: `<header>
<h1>${escapeHTML(title)}</h1>
<p class="meta">Shared on <time datetime="${new Date(createdAt).toISOString()}">${dateFormat.format(createdAt)}</time>${modelLine}</p>
<a class="action" href="${continueHref}">Continue this chat in Confab</a>
</header>
<section aria-label="Conversation">
${messages}
</section>
<footer>A snapshot shared by a Confab user. Continuing makes your own copy in your browser; the person who shared it sees nothing of it.</footer>`,
  });
  return { html, drawsDiagrams };
}

/** Unknown, deleted and malformed ids alike: nothing says which. */
export function sharedNotFoundPage(kind: 'chat' | 'agent' | 'plugin'): string {
  return viewerDocument({
    title: 'Link not found',
    body: `<header><h1>This link does not exist or was deleted</h1></header>
<p>The ${kind} shared at this address is not available. The person who shared it may have deleted it.</p>
<p><a class="action" href="/">Open Confab</a></p>`,
  });
}
