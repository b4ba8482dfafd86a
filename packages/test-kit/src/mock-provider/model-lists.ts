// The model-list endpoints a "Check key" button or a model picker calls, each in its vendor's shape.
import type { ProviderStyle } from './types.ts';

export const defaultModels = ['mock-model', 'mock-model-large'] as const;

// A fixed date keeps recorded snapshots stable.
const createdSeconds = 1_700_000_000;
const createdIso = new Date(createdSeconds * 1000).toISOString();

export function modelList(style: ProviderStyle, models: readonly string[]): unknown {
  switch (style) {
    case 'openai':
      return {
        object: 'list',
        data: models.map((id) => ({ id, object: 'model', created: createdSeconds, owned_by: 'mock' })),
      };
    case 'anthropic':
      return {
        data: models.map((id) => ({ type: 'model', id, display_name: id, created_at: createdIso })),
        has_more: false,
        first_id: models[0] ?? null,
        last_id: models.at(-1) ?? null,
      };
    case 'gemini':
      return {
        models: models.map((id) => ({
          name: `models/${id}`,
          version: '001',
          displayName: id,
          inputTokenLimit: 1_048_576,
          outputTokenLimit: 8192,
          supportedGenerationMethods: ['generateContent', 'countTokens'],
        })),
      };
    case 'ollama':
    case 'elevenlabs':
      return {
        models: models.map((id) => ({
          name: id,
          model: id,
          modified_at: createdIso,
          size: 1_000_000,
          digest: `sha256:${id
            .replace(/[^a-z0-9]/gi, '')
            .padEnd(64, '0')
            .slice(0, 64)}`,
          details: {
            parent_model: '',
            format: 'gguf',
            family: 'mock',
            families: ['mock'],
            parameter_size: '1B',
            quantization_level: 'Q4_0',
          },
        })),
      };
  }
}
