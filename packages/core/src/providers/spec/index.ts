export type {
  EndEvent,
  ErrorEvent,
  FinishReason,
  ReasoningBlock,
  ReasoningBlockEvent,
  ReasoningDeltaEvent,
  StreamEvent,
  StreamEventType,
  TextDeltaEvent,
  ToolCallEvent,
  ToolResultEvent,
  UsageEvent,
} from './stream-events.ts';
export { createServerSentEventParser } from './server-sent-event-parser.ts';
export type { ServerSentEvent, ServerSentEventParser } from './server-sent-event-parser.ts';
export { eventBurstBudgetMs, readServerSentEvents } from './read-server-sent-events.ts';
export type { ReadServerSentEventsOptions } from './read-server-sent-events.ts';
export { defaultSpeechTranscriptionEndpoint } from './provider-connection.ts';
export type { ProviderConnection, ProviderStyle } from './provider-connection.ts';
export type {
  ChatRequest,
  ListedModel,
  ModelParameters,
  ProviderAttachment,
  ProviderCallOptions,
  ProviderMessage,
  ProviderToolCall,
  ProviderToolResult,
  ToolDefinition,
} from './chat-request.ts';
export { toolArgumentsObject, toolParameterSchema } from './tool-wire.ts';
export type { ProviderAdapter } from './provider-adapter.ts';
export { ProviderRequestError } from './provider-request-error.ts';
export {
  errorMessageOf,
  interruptedMessage,
  readFailedResponse,
  unreachableFailure,
} from './provider-error-message.ts';
export type { ProviderFailure } from './provider-error-message.ts';
export {
  connectionHeaders,
  sendProviderRequest,
  trimTrailingSlashes,
  withBodyFields,
} from './provider-http-request.ts';
export type { ProviderHttpRequest } from './provider-http-request.ts';
export { fetchProviderJson } from './fetch-provider-json.ts';
export { failureEvents, runChatCall } from './run-chat-call.ts';
export type { ChatCall, StreamTranslation, StreamTranslator } from './run-chat-call.ts';
export { defineProviderAdapter } from './define-provider-adapter.ts';
export type { ProviderStyleParts } from './define-provider-adapter.ts';
export { usageEvents } from './usage-events.ts';
export type { UsageFigures } from './usage-events.ts';
export {
  arrayField,
  isRecord,
  numberField,
  parseJson,
  parseToolInput,
  recordField,
  stringField,
} from './json-values.ts';
export type { JsonRecord } from './json-values.ts';
export { formatTextAttachment } from './format-text-attachment.ts';
export { reasoningBudgetTokens } from './reasoning-budget.ts';
export type { ReasoningEffort } from './reasoning-budget.ts';
export type { EmbedTextsOptions, EmbeddingRequest } from './embedding-request.ts';
export {
  embeddingDimensionsMaximum,
  expectVectorCount,
  readEmbeddingVector,
} from './read-embedding-vector.ts';
