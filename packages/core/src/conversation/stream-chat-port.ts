import type {
  ChatRequest,
  ProviderCallOptions,
  ProviderConnection,
  StreamEvent,
} from '../providers/index.ts';

/**
 * The provider call as a port: the app passes the adapters (loaded lazily with the first send), tests
 * a scripted stream. Type-only imports here keep the adapters out of whatever imports the engine.
 */
export type StreamChat = (
  connection: ProviderConnection,
  request: ChatRequest,
  options?: ProviderCallOptions,
) => AsyncIterable<StreamEvent>;
