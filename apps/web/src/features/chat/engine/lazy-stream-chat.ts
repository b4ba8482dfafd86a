import type {
  ChatRequest,
  ProviderCallOptions,
  ProviderConnection,
  StreamEvent,
} from '@confab/core/providers';

/**
 * The provider adapters load with the first message sent, not with the app. Loading them when the
 * app was idle made the first request leave about 50 ms sooner, but then an answer arriving at full
 * speed landed while the new chat was being drawn, and its first words showed later (Enter → first
 * text 171–234 → 252–287 ms in the bench); docs/footguns.md.
 */
export async function* lazyStreamChat(
  connection: ProviderConnection,
  request: ChatRequest,
  options?: ProviderCallOptions,
): AsyncGenerator<StreamEvent> {
  const { streamChat } = await import('@confab/core/providers/stream-chat');
  yield* streamChat(connection, request, options);
}
