/** Longest stored picture: an uploaded image is scaled down well below this (see `shrinkImage`). */
export const maxPictureLength = 200_000;

const dataImage = /^data:image\/(png|jpeg|webp|gif);base64,[a-z0-9+/]+=*$/i;

/**
 * The picture address an <img> may load: http(s), or a small inline image made by the upload. A
 * profile can arrive by sync or import, so anything else (javascript:, SVG that runs script, a huge
 * string) is ignored and the initials show instead.
 */
export function safePictureURL(picURL: string | undefined): string | undefined {
  const value = picURL?.trim();
  if (!value || value.length > maxPictureLength) return undefined;
  if (dataImage.test(value)) return value;
  return isWebAddress(value) ? value : undefined;
}

export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Up to two letters for a profile without a picture: "Ana Lima" → "AL", "ana" → "A". */
export function profileInitials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toLocaleUpperCase();
}

/** Edge of the square an uploaded picture is drawn into: enough for the 64 px card at 2× pixels. */
const pictureEdge = 128;

/**
 * An uploaded image as a small JPEG data address (about 5–10 kB), so the profile stays small enough
 * to sync. Rejects when the browser cannot decode the file as an image.
 */
export async function shrinkImage(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.max(pictureEdge / bitmap.width, pictureEdge / bitmap.height);
    const width = bitmap.width * scale;
    const height = bitmap.height * scale;
    const canvas = document.createElement('canvas');
    canvas.width = pictureEdge;
    canvas.height = pictureEdge;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    // Cover the square, centred: a portrait or landscape photo is cropped, not squashed.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, pictureEdge, pictureEdge);
    context.drawImage(bitmap, (pictureEdge - width) / 2, (pictureEdge - height) / 2, width, height);
    return canvas.toDataURL('image/jpeg', 0.85);
  } finally {
    bitmap.close();
  }
}
