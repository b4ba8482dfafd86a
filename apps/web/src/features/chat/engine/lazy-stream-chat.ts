import type {
  ChatRequest,
  ProviderCallOptions,
  ProviderConnection,
  StreamEvent,
} from '@confab/core/providers';

/** The provider adapters load with the first message sent, not with the app. */
export async function* lazyStreamChat(
  connection: ProviderConnection,
  request: ChatRequest,
  options?: ProviderCallOptions,
): AsyncGenerator<StreamEvent> {
  const { streamChat } = await import('@confab/core/providers/stream-chat');
  yield* streamChat(connection, request, options);
}
