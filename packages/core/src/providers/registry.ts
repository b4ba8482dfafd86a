// The one map from a provider style to its adapter. Adding a style means adding a folder and a line here.
import { anthropicAdapter } from './anthropic/index.ts';
import { geminiAdapter } from './gemini/index.ts';
import { openAiAdapter } from './openai/index.ts';
import type { ProviderAdapter, ProviderStyle } from './spec/index.ts';

export const providerAdapters: Readonly<Record<ProviderStyle, ProviderAdapter>> = {
  openai: openAiAdapter,
  anthropic: anthropicAdapter,
  gemini: geminiAdapter,
};

/** Connections come from storage and imports; a style this build does not know must not crash a call. */
export function adapterOf(style: string): ProviderAdapter | undefined {
  return Object.hasOwn(providerAdapters, style) ? providerAdapters[style as ProviderStyle] : undefined;
}
