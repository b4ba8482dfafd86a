import type {
  ChatRequest,
  ProviderCallOptions,
  ProviderConnection,
  StreamEvent,
} from '@confab/core/providers';

/**
 * The provider adapters load with the first message sent, not with the app. Loaded earlier (when the
 * app was idle, later as the message was typed), they made the request leave 15 to 50 ms sooner, but
 * an answer at full speed then arrived while the new chat was being drawn: the bench's figures from
 * the request got worse and what a person waits from Enter did not get better (docs/footguns.md).
 */
export async function* lazyStreamChat(
  connection: ProviderConnection,
  request: ChatRequest,
  options?: ProviderCallOptions,
): AsyncGenerator<StreamEvent> {
  const { streamChat } = await import('@confab/core/providers/stream-chat');
  yield* streamChat(connection, request, options);
}
