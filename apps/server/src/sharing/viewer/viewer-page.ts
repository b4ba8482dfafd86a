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

/** A whole share page: no script, one inline style, readable with JavaScript off. */
export function viewerDocument({
  title,
  body,
  indexable = false,
}: {
  title: string;
  body: string;
  /** The owner let search engines list the page; every other page says noindex. */
  indexable?: boolean;
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
</body>
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
}) {
  const title = data.title.trim() === '' ? 'New Chat' : data.title;
  const models = [...new Set(data.messages.flatMap((message) => (message.model ? [message.model] : [])))];
  const modelLine = models.length > 0 ? ` · ${models.map(escapeHTML).join(', ')}` : '';
  const continueHref = `/?shared_chat=${encodeURIComponent(id)}`;
  return viewerDocument({
    indexable,
    title: `${title} · Shared chat`,
    body: `<header>
<h1>${escapeHTML(title)}</h1>
<p class="meta">Shared on <time datetime="${new Date(createdAt).toISOString()}">${dateFormat.format(createdAt)}</time>${modelLine}</p>
<a class="action" href="${continueHref}">Continue this chat in Confab</a>
</header>
<section aria-label="Conversation">
${data.messages.map(messageArticle).join('\n')}
</section>
<footer>A snapshot shared by a Confab user. Continuing makes your own copy in your browser; the person who shared it sees nothing of it.</footer>`,
  });
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
