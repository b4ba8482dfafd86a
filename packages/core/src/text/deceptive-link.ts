// Code points that draw nothing (soft hyphen, zero-width spaces and joiners, bidi controls, fillers,
// variation selectors, the byte-order mark): a host written with them looks like another one.
const invisibleRanges: readonly (readonly [number, number])[] = [
  [0xad, 0xad],
  [0x34f, 0x34f],
  [0x61c, 0x61c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180e, 0x180e],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x2069],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
];

function isInvisible(character: string): boolean {
  const codePoint = character.codePointAt(0) ?? 0;
  return invisibleRanges.some(([from, to]) => codePoint >= from && codePoint <= to);
}

function withoutInvisible(text: string): string {
  return Array.from(text)
    .filter((character) => !isInvisible(character))
    .join('');
}

const scheme = /^[a-z][a-z\d+.-]*:\/\//i;
const nonAscii = /[\u0080-\u{10FFFF}]/u;

export type LinkDeceptionReason =
  /** The text names another host than the link goes to ("paypal.com" → paypal.com.evil.example). */
  | 'different-host'
  /** The text's host is written with characters that look like others (Cyrillic "а" for "a"). */
  | 'look-alike'
  /** The text's host holds characters that draw nothing (zero-width space, joiners, soft hyphen). */
  | 'hidden-characters';

export interface LinkDeception {
  reason: LinkDeceptionReason;
  /** Where the link really goes, its host in punycode (`https://xn--pypal-4ve.com/`). */
  destination: string;
  /** The destination's host in punycode. */
  host: string;
}

/** The host part of a text that looks like a URL or a bare host name, as written. */
function writtenHost(text: string): string | null {
  const authority = /^[^\s/?#\\]+/.exec(text.trim().replace(scheme, ''))?.[0];
  if (!authority) return null;
  const host = authority
    .slice(authority.lastIndexOf('@') + 1)
    .replace(/:\d*$/, '')
    .replace(/\.$/, '');
  // A host has a dot between labels and a top-level label of two letters or more ("v1.2" and "e.g."
  // are no hosts), or is an IPv4 address.
  const labels = host.split('.');
  const topLevel = labels.at(-1) ?? '';
  const named =
    labels.length > 1 && labels.every((label) => label !== '') && /^\p{L}{2,}$|^xn--/u.test(topLevel);
  return named || /^\d{1,3}(\.\d{1,3}){3}$/.test(host) ? host : null;
}

/** The WHATWG URL parser's form of a host: lower case, punycode for non-ASCII labels. */
function asciiHost(host: string): string | null {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
}

const withoutWww = (host: string) => host.replace(/^www\./, '');

/**
 * Whether a link's visible text would mislead about where it goes: the text looks like a URL or a
 * host name (after NFKC and with invisible characters removed) and names another host than the
 * href's, or is written with invisible or look-alike characters. Hosts are compared in punycode, as
 * the WHATWG URL parser gives them. Null for an honest link, a link whose text is no host ("the
 * docs"), and any href that is not http or https.
 */
export function detectDeceptiveLink(text: string, href: string): LinkDeception | null {
  let target: URL;
  try {
    target = new URL(href);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  const visible = withoutInvisible(text);
  const written = writtenHost(visible.normalize('NFKC'));
  const named = written === null ? null : asciiHost(written);
  if (named === null) return null;
  const deception = (reason: LinkDeceptionReason): LinkDeception => ({
    reason,
    destination: target.href,
    host: target.hostname,
  });
  if (withoutWww(named) !== withoutWww(target.hostname)) return deception('different-host');
  if (visible !== text) return deception('hidden-characters');
  // Non-ASCII as written (before NFKC turned full-width letters into ASCII ones): "pаypal.com".
  if (nonAscii.test(writtenHost(visible) ?? written ?? '')) return deception('look-alike');
  return null;
}
