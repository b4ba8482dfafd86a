export { startMockProvider } from './mock-provider/server.ts';
export { defaultTranscriptionText } from './mock-provider/audio-endpoints.ts';
export type { RecordedTranscription } from './mock-provider/audio-endpoints.ts';
export { silentMp3, toneWav } from './mock-provider/audio-samples.ts';
export { countTokens, splitIntoChunks } from './mock-provider/token-count.ts';
export { mockEmbedding, mockEmbeddingDimensions } from './mock-provider/embeddings.ts';
export type {
  MockEndpoint,
  MockFailure,
  MockFailureStatus,
  MockProvider,
  MockProviderOptions,
  MockRequestMatcher,
  MockScript,
  MockToolCall,
  MockToolResult,
  ProviderStyle,
  RecordedRequest,
} from './mock-provider/types.ts';
export { createMemorySyncServer } from './sync/memory-sync-server.ts';
export type { MemorySyncServer } from './sync/memory-sync-server.ts';
export { findClosedPort } from './network/find-closed-port.ts';
export {
  deeplyNestedAnswer,
  hostileMarkdown,
  type HostileMarkdownName,
} from './hostile-markdown/hostile-markdown.ts';
