import type { SharedPluginData } from '@confab/core/protocol';
import { lookupOwn } from '@confab/core/entities';
import { escapeHTML } from './escape-html.ts';
import { renderMarkdown } from './render-markdown.ts';
import { viewerDocument } from './viewer-page.ts';

interface FunctionSummary {
  name: string;
  description: string;
}

/** An icon the page may show: a small picture carried in the record itself (the page loads nothing). */
const inlineIconPattern = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml)[;,]/;
const maxInlineIconCharacters = 200_000;

function summaryOf(spec: unknown): FunctionSummary | undefined {
  if (typeof spec !== 'object' || spec === null) return undefined;
  const fields = spec as Readonly<Record<string, unknown>>;
  const name = lookupOwn(fields, 'name');
  const description = lookupOwn(fields, 'description');
  if (typeof name !== 'string' || name === '') return undefined;
  return { name, description: typeof description === 'string' ? description : '' };
}

/** The functions a model may call: each of `pluginFunctions`, or the legacy single `openaiSpec`. */
function functionsOf(data: SharedPluginData): FunctionSummary[] {
  const specs = data.pluginFunctions?.map((entry) => entry.openaiSpec) ?? [data.openaiSpec];
  return specs.flatMap((spec) => summaryOf(spec) ?? []);
}

function iconOf(data: SharedPluginData): string {
  const { iconURL, emoji } = data;
  if (iconURL && iconURL.length <= maxInlineIconCharacters && inlineIconPattern.test(iconURL)) {
    return `<img class="plugin-icon" alt="" width="48" height="48" src="${escapeHTML(iconURL)}">`;
  }
  // The first character as people see it (an emoji may be several code points).
  const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' }).segment((emoji ?? '').trim());
  const symbol = Array.from(graphemes, (part) => part.segment)[0] ?? '';
  return symbol ? `<span class="plugin-icon" aria-hidden="true">${escapeHTML(symbol)}</span>` : '';
}

function functionList(functions: readonly FunctionSummary[]): string {
  if (functions.length === 0) return '';
  const items = functions
    .map(
      ({ name, description }) =>
        `<li><code>${escapeHTML(name)}</code>${description ? ` — ${escapeHTML(description)}` : ''}</li>`,
    )
    .join('\n');
  return `<section aria-label="Functions"><h2>Functions</h2><ul>
${items}
</ul></section>`;
}

function settingsNote(data: SharedPluginData): string {
  const names = (data.userSettings ?? []).map((setting) => setting.label ?? setting.name);
  const oauth = data.authenticationType === 'AUTH_TYPE_OAUTH';
  if (names.length === 0 && !oauth) return '';
  const parts = [
    names.length > 0 ? `It asks for these settings: ${names.map(escapeHTML).join(', ')}.` : '',
    oauth ? 'It signs in to another service on your behalf (OAuth).' : '',
  ].filter(Boolean);
  return `<p class="meta">${parts.join(' ')}</p>`;
}

/** The page of one shared plugin: what it is and does, and the way to add it to one's own plugins. */
export function sharedPluginPage({ id, data }: { id: string; data: SharedPluginData }): string {
  const title = data.title.trim() || 'Shared plugin';
  const overview = data.overviewMarkdown ?? '';
  return viewerDocument({
    title: `${title} · Shared plugin`,
    body: `<header>
<h1 class="plugin-title">${iconOf(data)}<span>${escapeHTML(title)}</span></h1>
<p class="meta">A plugin shared from Confab</p>
<a class="action" href="/?import_plugin=${encodeURIComponent(id)}">Add to Confab</a>
</header>
${overview ? `<section aria-label="Overview"><div class="body">${renderMarkdown(overview)}</div></section>` : ''}
${functionList(functionsOf(data))}
${settingsNote(data)}
<footer>Adding makes your own copy in your browser; you review it before it is installed. Its settings, keys and sign-ins are yours and stay on your device.</footer>`,
  });
}
