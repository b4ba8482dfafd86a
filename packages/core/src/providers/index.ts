// The public face of the providers module: our stream events, the connection model, and the calls
// the app makes. Style folders stay internal (ARCHITECTURE §2: apps never reach provider internals).
export type {
  ChatRequest,
  EndEvent,
  ErrorEvent,
  FinishReason,
  ListedModel,
  ModelParameters,
  ProviderAttachment,
  ProviderCallOptions,
  ProviderConnection,
  ProviderMessage,
  ProviderStyle,
  ProviderToolCall,
  ProviderToolResult,
  ToolDefinition,
  ReadServerSentEventsOptions,
  ReasoningBlock,
  ReasoningBlockEvent,
  ReasoningDeltaEvent,
  ServerSentEvent,
  ServerSentEventParser,
  StreamEvent,
  StreamEventType,
  TextDeltaEvent,
  ToolCallEvent,
  ToolResultEvent,
  UsageEvent,
} from './spec/index.ts';
export {
  createServerSentEventParser,
  defaultSpeechTranscriptionEndpoint,
  ProviderRequestError,
  readServerSentEvents,
} from './spec/index.ts';
export { listModels, streamChat } from './stream-chat.ts';
export {
  defaultDiscoveryTimeoutMs,
  defaultLocalServerCandidates,
  discoverLocalModels,
  type DiscoverLocalModelsOptions,
  type LocalModelSource,
  type LocalServerCandidate,
} from './discover-local-models.ts';
export {
  providerStyle,
  providerStyles,
  type ProviderEndpointSetting,
  type ProviderKeySetting,
  type ProviderStyleEntry,
} from './provider-styles.ts';
export { checkApiKey } from './check-api-key.ts';
export {
  anthropicKeyCheckModel,
  geminiKeyCheckModel,
  keyCheckPrompt,
  openAIKeyCheckModel,
  type KeyCheckError,
  type KeyCheckInput,
  type KeyCheckOptions,
  type KeyCheckResult,
} from './key-check/index.ts';
export { generateImage, type GeneratedImageData, type ImageGenerationRequest } from './generate-image.ts';
export { embedTexts, embeddingBatchSize, embeddingStyles } from './embed-texts.ts';
export { embeddingDimensionsMaximum, type EmbedTextsOptions, type EmbeddingRequest } from './spec/index.ts';
