// Each style's adapter. Kept apart from the style registry (provider-styles.ts) so the adapters load
// with the first message sent, not with the app; a new style adds its folder, a line here and an entry there.
import { anthropicAdapter } from './anthropic/index.ts';
import { geminiAdapter } from './gemini/index.ts';
import { openAIAdapter } from './openai/index.ts';
import type { ProviderAdapter, ProviderStyle } from './spec/index.ts';

export const providerAdapters: Readonly<Record<ProviderStyle, ProviderAdapter>> = {
  openai: openAIAdapter,
  anthropic: anthropicAdapter,
  gemini: geminiAdapter,
};

/** Connections come from storage and imports; a style this build does not know must not crash a call. */
export function adapterOf(style: string): ProviderAdapter | undefined {
  return Object.hasOwn(providerAdapters, style) ? providerAdapters[style as ProviderStyle] : undefined;
}
