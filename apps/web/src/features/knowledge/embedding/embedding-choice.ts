// The embedding model chosen in Settings → Knowledge base, and how it becomes a callable model.
// Stored as data, never as a connection: keys stay in the key settings (and the vault).
import * as z from 'zod/mini';
import { apiKeyFor, customModelConnection, type ConnectionSettings, type CustomModel } from '@confab/core';
import { embedTexts, providerStyle, type ProviderConnection } from '@confab/core/providers';
import type { EmbeddingModel } from '../indexing/indexing-ports.ts';

const modelNameSchema = z.string().check(z.minLength(1), z.maxLength(200));

export const embeddingChoiceSchema = z.union([
  z.object({ kind: z.literal('none') }),
  /** A model of a built-in provider, called with its key and the endpoint set in API endpoints. */
  z.object({ kind: z.literal('provider'), style: z.enum(['openai', 'gemini']), model: modelNameSchema }),
  /** A model name on a custom model's endpoint (an OpenAI-compatible or Gemini-style server). */
  z.object({
    kind: z.literal('custom'),
    customModelID: z.string().check(z.minLength(1)),
    model: modelNameSchema,
  }),
]);

export type EmbeddingChoice = z.infer<typeof embeddingChoiceSchema>;

export const noEmbedding: EmbeddingChoice = { kind: 'none' };

/** Suggested models per style; any other name can be typed for an OpenAI-compatible server. */
export const suggestedEmbeddingModels = {
  openai: ['text-embedding-3-small', 'text-embedding-3-large'],
  gemini: ['text-embedding-004', 'gemini-embedding-001'],
} as const;

/** Names the model and where it runs: vectors of different ids are never compared. */
export function embeddingModelID(choice: EmbeddingChoice): string | undefined {
  if (choice.kind === 'none') return undefined;
  if (choice.kind === 'provider') return `${choice.style}:${choice.model}`;
  return `custom:${choice.customModelID}:${choice.model}`;
}

/**
 * Where the chosen model is called, or undefined when it cannot be (no key and no endpoint of
 * its own, a deleted custom model, a style without an embeddings API): then search is by keywords.
 */
export function embeddingConnection(
  choice: EmbeddingChoice,
  settings: ConnectionSettings,
  customModels: readonly CustomModel[],
): ProviderConnection | undefined {
  if (choice.kind === 'none') return undefined;
  if (choice.kind === 'custom') {
    const custom = customModels.find((model) => model.id === choice.customModelID);
    if (!custom || custom.endpointStyle === 'anthropic') return undefined;
    // The custom model's extra body fields are for its chat calls (sampling, routing); an embeddings
    // endpoint may refuse them, so only its address, key and headers are used.
    const { bodyFields: _chatOnly, ...connection } = customModelConnection(custom);
    return connection;
  }
  const apiKey = apiKeyFor(choice.style, settings);
  const endpoint = settings.endpoints[choice.style]?.trim();
  if (apiKey === undefined && !endpoint) return undefined;
  return {
    style: choice.style,
    endpoint: endpoint || providerStyle(choice.style).defaultEndpoint,
    ...(apiKey === undefined ? {} : { apiKey }),
  };
}

/**
 * The chosen model as the indexing service calls it. With no usable connection (a key locked or
 * missing) the model still exists and its calls fail with the reason: documents stay searchable by
 * keywords and are embedded once the key is back, instead of losing the vectors they have.
 */
export function embeddingModelFor(
  choice: EmbeddingChoice,
  connection: ProviderConnection | undefined,
): EmbeddingModel | undefined {
  const id = embeddingModelID(choice);
  if (id === undefined || choice.kind === 'none') return undefined;
  return {
    id,
    embed: (texts, signal, purpose = 'document') =>
      connection
        ? embedTexts(connection, { model: choice.model, texts, signal, purpose })
        : Promise.reject(new Error(unavailableMessage)),
  };
}

const unavailableMessage =
  'The embedding model has no API key or endpoint on this device (or its key is locked).';
