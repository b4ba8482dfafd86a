// Answers one provider request: key check, vendor header checks, the script, then the style adapter.
import { replyAnthropicMessage } from './anthropic-messages.ts';
import { replyGeminiGenerateContent } from './gemini-generate-content.ts';
import { sendJson } from './http-replies.ts';
import { geminiEmbeddingsReply, openAIEmbeddingsReply } from './embeddings.ts';
import { imageGenerationReply } from './image-generations.ts';
import { modelList } from './model-lists.ts';
import { replyOpenAIChatCompletion } from './openai-chat-completions.ts';
import { collectText, isRecord, lastUserText } from './prompt-text.ts';
import { errorReply } from './provider-errors.ts';
import { createReplyPlan, type ReplyPlan } from './reply-plan.ts';
import { readApiKey, type Route } from './routes.ts';
import type { Exchange } from './exchange.ts';
import type { ScriptQueue } from './script-queue.ts';
import { offeredToolNames, trailingToolResults } from './tool-exchange.ts';
import { toolHistoryProblem } from './tool-history-check.ts';
import type { MockFailureStatus, ProviderStyle, RecordedRequest } from './types.ts';

export interface ProviderContext {
  queue: ScriptQueue;
  validKeys: ReadonlySet<string> | undefined;
  models: readonly string[];
}

const adapters: Record<
  Exclude<ProviderStyle, 'ollama' | 'elevenlabs'>,
  { reply: (exchange: Exchange, plan: ReplyPlan) => Promise<void>; toolCallIdPrefix: string }
> = {
  openai: { reply: replyOpenAIChatCompletion, toolCallIdPrefix: 'call_' },
  anthropic: { reply: replyAnthropicMessage, toolCallIdPrefix: 'toolu_' },
  gemini: { reply: replyGeminiGenerateContent, toolCallIdPrefix: 'gemini_' },
};

export async function answerProviderRequest(
  exchange: Exchange,
  route: Route,
  context: ProviderContext,
  malformedBody: boolean,
): Promise<void> {
  const { request, response } = exchange;
  const sendError = (status: MockFailureStatus, message?: string): void => {
    const reply = errorReply(route.style, status, message);
    request.status = reply.status;
    sendJson(response, reply.status, reply.body, reply.headers);
  };

  // Ollama runs locally without keys; every hosted style checks one when the test set validKeys.
  const key = readApiKey(route.style, request.headers, request.query);
  if (route.style !== 'ollama' && context.validKeys && (key === undefined || !context.validKeys.has(key))) {
    sendError(401);
    return;
  }
  const headerProblem = malformedBody
    ? { status: 400 as const, message: 'The request body is not valid JSON.' }
    : (anthropicHeaderProblem(route, request) ?? toolHistoryError(route, request.body));
  if (headerProblem) {
    sendError(headerProblem.status, headerProblem.message);
    return;
  }

  request.tools = offeredToolNames(route.style, request.body);
  request.toolResults = trailingToolResults(route.style, request.body);
  const turns = isRecord(request.body) ? (request.body.messages ?? request.body.contents) : undefined;
  const userText = lastUserText(turns);
  const script = exchange.takeScript(userText);
  if (script?.failure && 'status' in script.failure) {
    sendError(script.failure.status, script.failure.message);
    return;
  }

  if (route.endpoint === 'models') {
    if (script?.failure) {
      exchange.cut();
      return;
    }
    request.status = 200;
    sendJson(response, 200, modelList(route.style, context.models));
    return;
  }
  if (route.endpoint === 'images') {
    request.status = 200;
    const prompt = isRecord(request.body) ? request.body.prompt : undefined;
    sendJson(response, 200, imageGenerationReply(route.model, prompt));
    return;
  }
  if (route.endpoint === 'embeddings') {
    request.status = 200;
    const reply =
      route.style === 'gemini'
        ? geminiEmbeddingsReply(request.body, request.path.endsWith(':batchEmbedContents'))
        : openAIEmbeddingsReply(request.body, route.model);
    sendJson(response, 200, reply);
    return;
  }
  const adapter =
    route.style === 'ollama' || route.style === 'elevenlabs' ? undefined : adapters[route.style];
  if (!adapter) {
    sendError(404);
    return;
  }
  const plan = createReplyPlan({
    script,
    lastUserText: userText,
    toolResults: request.toolResults,
    promptText: collectText(request.body).join(' '),
    toolCallIdPrefix: adapter.toolCallIdPrefix,
  });
  request.status = 200;
  await adapter.reply(exchange, plan);
}

// The real API refuses these; checking them here catches an adapter that forgets a header before
// it ships (ARCHITECTURE §4: a browser call needs the direct-browser-access header).
function anthropicHeaderProblem(
  route: Route,
  request: RecordedRequest,
): { status: MockFailureStatus; message: string } | undefined {
  if (route.style !== 'anthropic') return undefined;
  if (request.headers['anthropic-version'] === undefined) {
    return { status: 400, message: 'anthropic-version: header is required' };
  }
  if (
    request.headers.origin !== undefined &&
    request.headers['anthropic-dangerous-direct-browser-access'] !== 'true'
  ) {
    return {
      status: 401,
      message:
        'CORS requests must set the "anthropic-dangerous-direct-browser-access" header to use the API directly from the browser.',
    };
  }
  return undefined;
}

function toolHistoryError(
  route: Route,
  body: unknown,
): { status: MockFailureStatus; message: string } | undefined {
  if (route.endpoint !== 'generation') return undefined;
  const message = toolHistoryProblem(route.style, body);
  return message === undefined ? undefined : { status: 400, message };
}
