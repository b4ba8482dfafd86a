import { avatarImageTypes, avatarMaxBytes } from '@confab/core';

/**
 * Fetches an imported agent's remote avatar once, after the person agreed in the review step, and
 * returns it as an inline image to store. No cookies or referrer go with it; the answer must be
 * one of the avatar image types and at most `avatarMaxBytes`, or it is refused (the caller then
 * saves the agent without it).
 */
export async function fetchRemoteAvatar(url: string): Promise<string> {
  const response = await fetch(url, {
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`The avatar answered ${String(response.status)}.`);
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(avatarImageTypes as readonly string[]).includes(type)) throw new Error('The avatar is not an image.');
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > avatarMaxBytes) throw new Error('The avatar is too large.');
  const blob = await response.blob();
  if (blob.size > avatarMaxBytes || blob.size === 0) throw new Error('The avatar is too large or empty.');
  return blobToDataURL(new Blob([blob], { type }));
}

function blobToDataURL(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('The avatar could not be read.'));
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('The avatar could not be read.'));
    };
    reader.readAsDataURL(blob);
  });
}
