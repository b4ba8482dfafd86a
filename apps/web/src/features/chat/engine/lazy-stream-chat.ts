import type {
  ChatRequest,
  ProviderCallOptions,
  ProviderConnection,
  StreamEvent,
} from '@confab/core/providers';
import { preloadable } from '@confab/ui';

/**
 * The provider adapters load as the first message is typed, not with the app's first screen; loaded
 * with the send, they held its request up by 15 to 25 ms. A request leaving that much sooner once
 * made the first words show later (docs/footguns.md): a fast answer arrived while the new chat was
 * still read back and drawn, and its message, mounted late, split 48,000 characters in one render.
 * The chat now opens with what the send stored (`openStoredChat`), and a message mounted while its
 * answer arrives splits a screenful first (`streamingStepCharacters`).
 */
const adapters = preloadable(() => import('@confab/core/providers/stream-chat'));

/** The composer calls this as a person types: by their Enter the request can leave at once. */
export function preloadStreamChat(): void {
  void adapters.preload().catch(() => undefined);
}

export async function* lazyStreamChat(
  connection: ProviderConnection,
  request: ChatRequest,
  options?: ProviderCallOptions,
): AsyncGenerator<StreamEvent> {
  const { streamChat } = adapters.loaded() ?? (await adapters.preload());
  yield* streamChat(connection, request, options);
}
