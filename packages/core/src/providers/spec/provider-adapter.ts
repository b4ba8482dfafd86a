// What every provider style implements; providers/registry.ts maps each style to one of these.
import type { ChatRequest, ListedModel, ProviderCallOptions } from './chat-request.ts';
import type { ProviderConnection } from './provider-connection.ts';
import type { StreamEvent } from './stream-events.ts';

export interface ProviderAdapter {
  /** Yields our stream events and always ends with an `end` event; never throws for provider failures. */
  streamChat(
    connection: ProviderConnection,
    request: ChatRequest,
    options?: ProviderCallOptions,
  ): AsyncGenerator<StreamEvent, void, undefined>;
  /** Rejects with a ProviderRequestError when the provider refuses or cannot be reached. */
  listModels(connection: ProviderConnection, options?: ProviderCallOptions): Promise<ListedModel[]>;
}
