import type { ProviderStyle } from '@confab/core/entities';
import { adminMessages } from '../admin/admin-messages.ts';
import { HttpError } from '../http/http-error.ts';
import type { Logger } from '../logging/logger.ts';
import { createUsageMeter, type MeteredUsage } from './usage-meter.ts';

export interface UpstreamCall {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

export interface ForwardOptions {
  call: UpstreamCall;
  style: ProviderStyle;
  /** The member's request: when it ends (Stop, a closed tab) the provider call is cancelled too. */
  signal: AbortSignal;
  fetchUpstream: typeof fetch;
  logger: Logger;
  onUsage: (usage: MeteredUsage) => Promise<void>;
}

/** Answer headers worth passing on; nothing of the provider's cookies or tracing. */
const passedHeaders = ['content-type', 'cache-control', 'retry-after'];

/**
 * Calls the provider and streams its answer back byte for byte, counting usage on the way. The
 * provider refusing the organisation's key is not the member's to fix: it answers 502.
 */
export async function forwardToProvider({
  call,
  style,
  signal,
  fetchUpstream,
  logger,
  onUsage,
}: ForwardOptions): Promise<Response> {
  let upstream: Response;
  try {
    upstream = await fetchUpstream(call.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream, application/json',
        ...call.headers,
      },
      body: JSON.stringify(call.body),
      signal,
      redirect: 'error',
    });
  } catch (error) {
    throw new HttpError(502, adminMessages.systemModelUnreachable, { cause: error });
  }
  if (upstream.status === 401 || upstream.status === 403) {
    await upstream.body?.cancel();
    logger.warn('A system model provider refused the organisation key', { status: upstream.status });
    throw new HttpError(502, adminMessages.systemModelUnreachable);
  }
  const headers = new Headers();
  for (const name of passedHeaders) {
    const value = upstream.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (!upstream.body) return new Response(null, { status: upstream.status, headers });

  const isJson = (upstream.headers.get('content-type') ?? '').includes('json');
  const meter = createUsageMeter(style, { wholeJson: isJson });
  const decoder = new TextDecoder();
  const reader: ReadableStreamDefaultReader<Uint8Array> = upstream.body.getReader();
  let counted = false;
  const count = async () => {
    if (counted || !upstream.ok) return;
    counted = true;
    meter.push(decoder.decode());
    try {
      await onUsage(meter.result());
    } catch (error) {
      logger.error('System model usage could not be recorded', {
        error: error instanceof Error ? error.message : 'unknown',
      });
    }
  };
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await reader.read();
        if (done) {
          // Counted before the stream ends, so the figures are there once the member has the answer.
          await count();
          controller.close();
          return;
        }
        meter.push(decoder.decode(value, { stream: true }));
        controller.enqueue(value);
      } catch (error) {
        await count();
        controller.error(error);
      }
    },
    async cancel(reason) {
      await count();
      await reader.cancel(reason);
    },
  });
  return new Response(body, { status: upstream.status, headers });
}
