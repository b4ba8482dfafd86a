import { createHash } from 'node:crypto';
import { highlightStyle } from './highlight-code.ts';

/**
 * The share pages' only style, inline so a page is one request; the policy allows exactly this
 * text by its hash. Light and dark follow the reader's system; one column that fits a phone.
 */
export const viewerStyle = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1d1d1f;--muted:#5f6368;--line:#dadce0;--user:#f1f3f4;--code:#f6f8fa;--accent:#1a5fd0}
@media (prefers-color-scheme:dark){:root{--bg:#141517;--fg:#e8eaed;--muted:#a0a4aa;--line:#3c4043;--user:#202124;--code:#1b1c1f;--accent:#8ab4f8}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:760px;margin:0 auto;padding:24px 16px 48px}
header{border-bottom:1px solid var(--line);margin-bottom:16px;padding-bottom:12px}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 4px;overflow-wrap:anywhere}
.meta{color:var(--muted);font-size:.875rem;margin:0 0 12px}
.action{display:inline-block;background:var(--accent);color:var(--bg);border-radius:8px;padding:8px 14px;text-decoration:none;font-weight:600;border:0;font:inherit;cursor:pointer}
.action:focus-visible,a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
article{padding:12px 14px;margin:12px 0;border-radius:10px;border:1px solid var(--line);overflow-wrap:anywhere}
article.user{background:var(--user)}
.role{font-size:.85rem;font-weight:600;color:var(--muted);margin:0 0 4px}
.model{font-weight:400}
.body>:first-child{margin-top:0}.body>:last-child{margin-bottom:0}
a{color:var(--accent)}
.image-ref{font-style:italic}
figure.code{margin:12px 0;border:1px solid var(--line);border-radius:8px;background:var(--code);overflow:hidden}
.code-lang{display:block;font-size:.75rem;color:var(--muted);padding:4px 10px;border-bottom:1px solid var(--line)}
pre{margin:0;padding:10px;overflow-x:auto;font-size:.875rem;line-height:1.45}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
:not(pre)>code{background:var(--code);padding:1px 4px;border-radius:4px}
table{border-collapse:collapse;display:block;overflow-x:auto}th,td{border:1px solid var(--line);padding:4px 8px}
div.math{overflow-x:auto;margin:12px 0}math{font-size:1.1em}
figure.drawn{padding:10px}.diagram-image{display:block;max-width:100%;height:auto;margin:0 auto 8px}figure.drawn summary{cursor:pointer;color:var(--muted);font-size:.85rem}
.diagram-frame{position:absolute;left:-10000px;top:0;width:1000px;height:800px;border:0}
blockquote{margin:8px 0;padding-left:12px;border-left:3px solid var(--line);color:var(--muted)}
footer{color:var(--muted);font-size:.8rem;margin-top:32px}
h2{font-size:1.1rem;margin:20px 0 8px}
.plugin-title{display:flex;align-items:center;gap:12px}.plugin-icon{flex:none;font-size:2.5rem;line-height:1;border-radius:8px}
${highlightStyle}
`.trim();

export const viewerStyleHash = `'sha256-${createHash('sha256').update(viewerStyle).digest('base64')}'`;
