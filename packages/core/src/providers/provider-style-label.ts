// The one place vendor names are spelled for the UI (CONVENTIONS 1).
import type { ProviderStyle } from './spec/index.ts';

const labels: Readonly<Record<ProviderStyle, string>> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  gemini: 'Google Gemini',
};

export function providerStyleLabel(style: ProviderStyle): string {
  return labels[style];
}
