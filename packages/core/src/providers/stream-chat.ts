// The app's single entry point for a model call, whatever the style.
import { adapterOf } from './registry.ts';
import {
  failureEvents,
  ProviderRequestError,
  type ChatRequest,
  type ListedModel,
  type ProviderCallOptions,
  type ProviderConnection,
  type StreamEvent,
} from './spec/index.ts';

/**
 * Always yields stream events ending with `end`, streamed or not: provider and network failures come
 * as an `error` event then `end` with finishReason 'error'; an abort ends quietly with 'other'.
 */
export async function* streamChat(
  connection: ProviderConnection,
  request: ChatRequest,
  options: ProviderCallOptions = {},
): AsyncGenerator<StreamEvent, void, undefined> {
  const adapter = adapterOf(connection.style);
  if (!adapter) {
    yield* failureEvents({ message: unknownStyleMessage(connection.style) });
    return;
  }
  yield* adapter.streamChat(connection, request, options);
}

/** Rejects with a ProviderRequestError (message and, when answered, status) if the list cannot be read. */
export async function listModels(
  connection: ProviderConnection,
  options: ProviderCallOptions = {},
): Promise<ListedModel[]> {
  const adapter = adapterOf(connection.style);
  if (!adapter) throw new ProviderRequestError({ message: unknownStyleMessage(connection.style) });
  return adapter.listModels(connection, options);
}

function unknownStyleMessage(style: string): string {
  return `This version of Confab does not know the provider style "${style}".`;
}
