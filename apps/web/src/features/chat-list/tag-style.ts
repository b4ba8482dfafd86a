import type { CSSProperties } from 'react';
import { tagHue } from '@confab/core';

/** A tag chip's colour, derived from its name (spec §2), as the `--tag-hue` its CSS reads. */
export function tagStyle(name: string): CSSProperties {
  return { '--tag-hue': tagHue(name) } as CSSProperties;
}
