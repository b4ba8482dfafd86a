export type RemoteURLCheck = { ok: true; url: string } | { ok: false; error: 'required' | 'invalid' };

/** Spec §5: a remote connector URL is required and must parse as an http(s) URL; no trailing slash. */
export function remoteConnectorURL(text: string): RemoteURLCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'required' };
  if (!URL.canParse(trimmed)) return { ok: false, error: 'invalid' };
  const url = new URL(trimmed);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, error: 'invalid' };
  return { ok: true, url: `${url.origin}${url.pathname}`.replace(/\/+$/, '') };
}
