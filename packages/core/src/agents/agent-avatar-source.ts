/**
 * Where an agent's picture may come from. Shown pictures are only inline images (`data:image/…`),
 * so an agent never makes the reader's browser call a host by being listed. An `https:` address
 * from an import is fetched once, after the person agrees, and stored inline; anything else
 * (`javascript:`, `file:`, `http:`, `blob:` of another page) is refused.
 */
export type AvatarSource =
  | { kind: 'none' }
  | { kind: 'inline'; url: string }
  | { kind: 'remote'; url: string }
  | { kind: 'refused'; scheme: string };

/** Image types an avatar may have, inline or fetched. SVG is left out: it is a document, not a picture. */
export const avatarImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'] as const;

/** Largest avatar kept, in bytes of image data (an inline one is about 4/3 of this as text). */
export const avatarMaxBytes = 500_000;

const inlinePattern = /^data:(image\/[a-z+.-]+);base64,[a-z0-9+/]+=*$/i;

export function classifyAvatarURL(url: string | undefined): AvatarSource {
  const trimmed = url?.trim() ?? '';
  if (trimmed === '') return { kind: 'none' };
  const inline = inlinePattern.exec(trimmed);
  if (inline) {
    const type = (inline[1] ?? '').toLowerCase();
    const fits = trimmed.length <= Math.ceil((avatarMaxBytes * 4) / 3) + 100;
    return (avatarImageTypes as readonly string[]).includes(type) && fits
      ? { kind: 'inline', url: trimmed }
      : { kind: 'refused', scheme: 'data:' };
  }
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return { kind: 'refused', scheme: trimmed.split(':')[0]?.slice(0, 20) ?? '' };
  }
  return parsed.protocol === 'https:'
    ? { kind: 'remote', url: parsed.href }
    : { kind: 'refused', scheme: parsed.protocol };
}

/** The picture to show: inline images only; a remote or refused address shows the letter instead. */
export function displayableAvatarURL(url: string | undefined): string | undefined {
  const source = classifyAvatarURL(url);
  return source.kind === 'inline' ? source.url : undefined;
}
