import type { HostConfig } from '@confab/core';

/** The name people see: the host's display brand, else its organisation name, else its brand. */
export function displayedBrand(hostConfig: HostConfig): string {
  for (const candidate of [hostConfig.displayBrand, hostConfig.name, hostConfig.brand]) {
    const trimmed = candidate?.trim() ?? '';
    if (trimmed !== '') return trimmed;
  }
  return 'Confab';
}

/** The browser tab's title: the brand, and the host's tagline after it when it has one. */
export function documentTitle(hostConfig: HostConfig): string {
  const brand = displayedBrand(hostConfig);
  const tagline = hostConfig.tagline?.trim() ?? '';
  return tagline === '' ? brand : `${brand} – ${tagline}`;
}

const imageDataPattern = /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;

/**
 * A host image address that may go into an <img src>: the host's own paths, http(s) addresses and
 * image data. Anything else (javascript:, other schemes) is dropped. An <img> runs no script, even
 * for SVG, so this only keeps odd schemes out of the page.
 */
export function safeImageURL(address: string | undefined): string | undefined {
  const trimmed = address?.trim() ?? '';
  if (trimmed === '') return undefined;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  if (imageDataPattern.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The hue the host gives the sidebar and its login page, when it is a usable number. */
export function hostHue(hostConfig: HostConfig): number | undefined {
  const hue = hostConfig.sidebarColorHue;
  if (hue === undefined || !Number.isFinite(hue)) return undefined;
  return ((Math.round(hue) % 360) + 360) % 360;
}
