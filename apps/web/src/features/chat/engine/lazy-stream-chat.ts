import type {
  ChatRequest,
  ProviderCallOptions,
  ProviderConnection,
  StreamEvent,
} from '@confab/core/providers';

let loading: Promise<typeof import('@confab/core/providers/stream-chat')> | undefined;

/**
 * Loads the provider adapters, once. Called when the app is idle after its first screen: loaded
 * on the first send instead, their three chunks held the first request back by 35–50 ms.
 */
export function preloadStreamChat(): Promise<typeof import('@confab/core/providers/stream-chat')> {
  if (!loading) {
    loading = import('@confab/core/providers/stream-chat');
    // A failed load (offline, a new deploy) is tried again by the next send.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/** The provider adapters load with the app's first idle moment or the first message sent. */
export async function* lazyStreamChat(
  connection: ProviderConnection,
  request: ChatRequest,
  options?: ProviderCallOptions,
): AsyncGenerator<StreamEvent> {
  const { streamChat } = await preloadStreamChat();
  yield* streamChat(connection, request, options);
}
