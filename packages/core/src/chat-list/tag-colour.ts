/**
 * The hue (0–359) of a tag's colour, derived from its name (spec §9) so a tag looks the same on every
 * chat and every device without storing a colour. Case and surrounding spaces do not change it.
 */
export function tagHue(name: string): number {
  // FNV-1a over the code points: fast, and similar names ("work", "works") come out apart.
  let hash = 0x811c9dc5;
  for (const character of name.trim().toLocaleLowerCase()) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  // FNV's low bits barely change between short names; MurmurHash3's finaliser mixes them in.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) % 360;
}
