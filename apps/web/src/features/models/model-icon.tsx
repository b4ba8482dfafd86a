import type { ModelInfo } from '@confab/core';
import { graphemes } from './graphemes.ts';

/**
 * A custom model's emoji or image, else a monogram tinted by provider. Decorative: the title next to
 * it names the model, so screen readers skip it.
 */
export function ModelIcon({
  icon,
  title,
  style,
}: {
  icon?: string;
  title: string;
  style?: ModelInfo['style'];
}) {
  if (icon && /^https?:\/\//i.test(icon)) {
    return <img className="model-icon" src={icon} alt="" aria-hidden="true" referrerPolicy="no-referrer" />;
  }
  const mark = icon ?? (graphemes(title.trim())[0] ?? '?').toUpperCase();
  return (
    <span
      className="model-icon"
      data-style={icon ? undefined : style}
      data-emoji={icon ? true : undefined}
      aria-hidden="true"
    >
      {mark}
    </span>
  );
}
