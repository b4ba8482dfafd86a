import { revealBidiControls } from '../text/index.ts';
import { escapeHTML } from './escape-html.ts';
import { exportEntries, type ChatExportSource, type ExportEntry } from './export-entries.ts';
import {
  englishExportLabels,
  exportTitle,
  exportDate,
  type ChatExportLabels,
  type ChatExportOptions,
} from './export-labels.ts';

export interface ChatHTMLOptions extends ChatExportOptions {
  /** The document's language (the app's locale); English by default. */
  language?: string;
}

// Light and dark follow the reader's system; printing always uses the light colours.
const styles = `
:root { color-scheme: light dark; --text: #16181d; --muted: #5b6170; --bg: #ffffff; --soft: #f6f7f9; --border: #dcdfe5; --accent: #4f46e5; }
@media (prefers-color-scheme: dark) { :root { --text: #e8eaef; --muted: #a0a6b4; --bg: #15171c; --soft: #1b1e24; --border: #30353f; --accent: #818cf8; } }
@media print { :root { --text: #000000; --muted: #444444; --bg: #ffffff; --soft: #ffffff; --border: #bbbbbb; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); font: 16px/1.6 system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; }
main { max-width: 48rem; margin: 0 auto; padding: 2rem 1rem; }
h1 { font-size: 1.6rem; line-height: 1.25; margin: 0 0 0.25rem; overflow-wrap: anywhere; }
.date { color: var(--muted); margin: 0 0 2rem; }
.message { border: 1px solid var(--border); border-radius: 10px; padding: 0.75rem 1rem; margin: 0 0 1rem; break-inside: avoid-page; }
.message--user { background: var(--soft); }
.message h2 { font-size: 0.85rem; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); margin: 0 0 0.5rem; }
.message--assistant h2 { color: var(--accent); }
.model { text-transform: none; letter-spacing: normal; font-weight: normal; }
.content { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; }
.attachment { color: var(--muted); margin: 0.5rem 0 0; font-size: 0.9rem; }
.cleared { display: flex; align-items: center; gap: 0.75rem; color: var(--muted); font-size: 0.85rem; margin: 1.5rem 0; }
.cleared::before, .cleared::after { content: ''; flex: 1; border-top: 1px dashed var(--border); }
`;

function messageHTML(entry: Extract<ExportEntry, { kind: 'message' }>, labels: ChatExportLabels): string {
  const model = entry.model ? ` <span class="model">· ${escapeHTML(entry.model)}</span>` : '';
  const parts = [
    `<article class="message message--${entry.role}">`,
    `<h2>${escapeHTML(labels[entry.role])}${model}</h2>`,
  ];
  if (entry.content.trim() !== '')
    parts.push(`<div class="content">${escapeHTML(revealBidiControls(entry.content.trim()))}</div>`);
  for (const name of entry.attachmentNames) {
    parts.push(`<p class="attachment">${escapeHTML(`${labels.attachment}: ${name}`)}</p>`);
  }
  parts.push('</article>');
  return parts.join('\n');
}

/**
 * A self-contained page: inline CSS, no script, and a policy that would refuse one anyway. Every
 * piece of chat text is escaped, so a message that contains markup shows that markup as text.
 */
export function chatToHTML(source: ChatExportSource, options: ChatHTMLOptions = {}): string {
  const labels = options.labels ?? englishExportLabels;
  const title = escapeHTML(exportTitle(source.meta.chatTitle, labels));
  const created = exportDate(source.meta.createdAt, options.formatDate);
  const body = exportEntries(source).map((entry) =>
    entry.kind === 'clear-context'
      ? `<p class="cleared" role="separator">${escapeHTML(labels.contextCleared)}</p>`
      : messageHTML(entry, labels),
  );
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHTML(options.language ?? 'en')}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    `<style>${styles}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${title}</h1>`,
    ...(created
      ? [`<p class="date"><time datetime="${created.iso}">${escapeHTML(created.text)}</time></p>`]
      : []),
    ...body,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
