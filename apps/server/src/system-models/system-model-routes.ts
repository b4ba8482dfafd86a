import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ProviderStyle } from '@confab/core/entities';
import { systemModelRoutes } from '@confab/core/protocol';
import { adminMessages } from '../admin/admin-messages.ts';
import type { SessionEnv } from '../auth/require-session.ts';
import type { RateLimitRule, RateLimitsRepository } from '../db/repositories/index.ts';
import { HttpError } from '../http/http-error.ts';
import type { Logger } from '../logging/logger.ts';
import { forwardToProvider, type UpstreamCall } from './forward-to-provider.ts';
import type { StoredSystemModel, SystemModelsStore } from './system-models-store.ts';

/** A chat request carries the whole conversation and its images, far beyond the 1 MB of other JSON routes. */
export const systemModelBodyLimitBytes = 32 * 1024 * 1024;

/** Requests one member may send to system models per minute, across every server instance. */
export const defaultSystemModelRateLimit: RateLimitRule = {
  bucket: 'system-model-member',
  windowMs: 60_000,
  limit: 30,
};

export interface SystemModelRoutesOptions {
  requireSession: MiddlewareHandler<SessionEnv>;
  systemModels: SystemModelsStore;
  rateLimits: RateLimitsRepository;
  rule?: RateLimitRule;
  logger: Logger;
  fetchUpstream?: typeof fetch;
}

const anthropicVersion = '2023-06-01';

function jsonObject(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, 'The request body does not have the expected shape.');
  }
  return value as Record<string, unknown>;
}

async function readBody(context: Context): Promise<Record<string, unknown>> {
  try {
    return jsonObject(JSON.parse(await context.req.text()));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'The request body is not valid JSON.', { cause: error });
  }
}

/** The upstream call for each style: the organisation's endpoint, key and model name. */
function upstreamCall(
  model: StoredSystemModel,
  body: Record<string, unknown>,
  geminiMethod: string,
  query: string,
): UpstreamCall {
  const key = model.apiKey;
  switch (model.style) {
    case 'openai':
      return {
        url: model.endpoint,
        headers: key === '' ? {} : { authorization: `Bearer ${key}` },
        body: { ...body, model: model.model },
      };
    case 'anthropic':
      return {
        url: model.endpoint,
        headers: { 'anthropic-version': anthropicVersion, ...(key === '' ? {} : { 'x-api-key': key }) },
        body: { ...body, model: model.model },
      };
    case 'gemini':
      return {
        url: `${model.endpoint.replace(/\/+$/, '')}/models/${encodeURIComponent(model.model)}:${geminiMethod}${query}`,
        headers: key === '' ? {} : { 'x-goog-api-key': key },
        body,
      };
  }
}

/**
 * Model calls for system models, in each provider style's own wire format with the system model's
 * id as the model name (OpenAI-compatible at /api/system-models/v1/chat/completions). The member's
 * session authorises the call; the organisation's key is added here and never leaves the server.
 * The provider's answer (an SSE stream or JSON) is forwarded unchanged while its usage is counted.
 */
export function registerSystemModelRoutes(
  app: Hono,
  {
    requireSession,
    systemModels,
    rateLimits,
    rule = defaultSystemModelRateLimit,
    logger,
    fetchUpstream = fetch,
  }: SystemModelRoutesOptions,
): void {
  const handle = async (
    context: Context<SessionEnv>,
    style: ProviderStyle,
    modelID: string | undefined,
    body: Record<string, unknown>,
    geminiMethod = '',
  ) => {
    const model = modelID === undefined ? undefined : await systemModels.find(modelID);
    if (!model || model.style !== style) throw new HttpError(404, adminMessages.systemModelUnknown);
    const { userID } = context.get('session');
    const limit = await rateLimits.hit(rule, userID);
    if (!limit.allowed) {
      throw new HttpError(429, adminMessages.systemModelRateLimited, {
        headers: { 'Retry-After': String(limit.retryAfterSeconds) },
      });
    }
    const query = new URL(context.req.url).search;
    return forwardToProvider({
      call: upstreamCall(model, body, geminiMethod, query),
      style,
      signal: context.req.raw.signal,
      fetchUpstream,
      logger,
      onUsage: (usage) => systemModels.recordUsage({ userID, modelID: model.id, ...usage }),
    });
  };

  app.post(systemModelRoutes.openai, requireSession, async (context) => {
    const body = await readBody(context);
    return handle(context, 'openai', typeof body.model === 'string' ? body.model : undefined, body);
  });

  app.post(systemModelRoutes.anthropic, requireSession, async (context) => {
    const body = await readBody(context);
    return handle(context, 'anthropic', typeof body.model === 'string' ? body.model : undefined, body);
  });

  // `…/models/{id}:generateContent` or `:streamGenerateContent`; the id is ours, the method Google's.
  app.post(`${systemModelRoutes.gemini}/models/:target`, requireSession, async (context) => {
    const target = /^([^:]+):(generateContent|streamGenerateContent)$/.exec(context.req.param('target'));
    const body = await readBody(context);
    return handle(context, 'gemini', target?.[1], body, target?.[2]);
  });
}
