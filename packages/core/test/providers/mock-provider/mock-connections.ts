// Connections of every style pointed at one running mock provider.
import type { ProviderConnection, ProviderStyle } from '../../../src/providers/index.ts';

export const providerStyles: readonly ProviderStyle[] = ['openai', 'anthropic', 'gemini'];

export function mockConnection(mock: { url: string }, style: ProviderStyle): ProviderConnection {
  switch (style) {
    case 'openai':
      return { style, endpoint: `${mock.url}/v1/chat/completions`, apiKey: 'sk-good' };
    case 'anthropic':
      return { style, endpoint: `${mock.url}/v1/messages`, apiKey: 'sk-ant-good' };
    case 'gemini':
      return { style, endpoint: `${mock.url}/v1beta`, apiKey: 'gemini-good' };
  }
}
