import { createHash } from 'node:crypto';
import { viewerStyle } from '../sharing/viewer/viewer-style.ts';

/** The share pages' style plus the portal's tables; inline, allowed by its hash alone. */
export const portalStyle = `${viewerStyle}
main{max-width:960px}
section{margin:20px 0}
.description{color:var(--muted);margin:0 0 8px}
table{display:table;width:100%;font-size:.9rem}caption{text-align:left;color:var(--muted);font-size:.8rem;padding:4px 0}
th{text-align:left;font-weight:600}td.size,th.size{text-align:right;white-space:nowrap}
.empty{color:var(--muted);font-style:italic}
.badge{display:inline-block;font-size:.75rem;border:1px solid var(--line);border-radius:999px;padding:0 8px;margin-left:6px;color:var(--muted);vertical-align:middle}`;

export const portalStyleHash = `'sha256-${createHash('sha256').update(portalStyle).digest('base64')}'`;
