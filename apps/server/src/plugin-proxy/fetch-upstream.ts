import http, { type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { LookupAddress } from 'node:dns';
import {
  pluginProxyExposedHeaders,
  pluginProxyLimits,
  type PluginProxyResponse,
} from '@confab/core/protocol';
import { HttpError } from '../http/http-error.ts';
import type { AllowedHosts } from './allowed-hosts.ts';
import { checkedAddresses, pinnedLookup, type ResolveHost } from './checked-addresses.ts';
import { outgoingHeaders, withoutCredentials } from './outgoing-headers.ts';
import { proxyMessages } from './proxy-messages.ts';
import { readBoundedText } from './read-bounded-text.ts';

export interface UpstreamPolicy {
  allowedHosts: AllowedHosts;
  resolveHost: ResolveHost;
  timeoutMs?: number;
}

export interface UpstreamCall {
  url: string;
  method: string;
  headers: readonly (readonly [string, string])[];
  body: string | undefined;
  signal: AbortSignal;
}

interface Hop {
  url: URL;
  method: string;
  headers: OutgoingHttpHeaders;
  body: string | undefined;
}

function httpURL(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new HttpError(400, proxyMessages.invalidURL);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new HttpError(400, proxyMessages.onlyHttp);
  return url;
}

function send(hop: Hop, addresses: readonly LookupAddress[], signal: AbortSignal): Promise<IncomingMessage> {
  const client = hop.url.protocol === 'https:' ? https : http;
  const body = hop.body === undefined ? undefined : Buffer.from(hop.body);
  return new Promise((resolve, reject) => {
    const request = client.request(hop.url, {
      method: hop.method,
      headers: body === undefined ? hop.headers : { ...hop.headers, 'content-length': body.byteLength },
      lookup: pinnedLookup(addresses),
      // A fresh connection per hop: a pooled socket would skip the address check of this hop.
      agent: false,
      signal,
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end(body);
  });
}

const redirectStatuses: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/** The next hop of a redirect, with fetch's rules for the method and the credentials. */
function redirected(hop: Hop, status: number, location: string): Hop {
  const url = httpURL(new URL(location, hop.url).href);
  const toGet = status === 303 || ((status === 301 || status === 302) && hop.method === 'POST');
  let headers = hop.headers;
  if (toGet) {
    const { 'content-type': _contentType, ...rest } = headers;
    headers = rest;
  }
  // Like browsers, credentials the plugin meant for one site are not handed to another.
  if (url.origin !== hop.url.origin) headers = withoutCredentials(headers);
  return {
    url,
    method: toGet && hop.method !== 'HEAD' ? 'GET' : hop.method,
    headers,
    body: toGet ? undefined : hop.body,
  };
}

/** The answer's headers the page may see (`pluginProxyExposedHeaders`), each once. */
function exposedHeaders(headers: IncomingHttpHeaders): [string, string][] {
  return pluginProxyExposedHeaders.flatMap((name): [string, string][] => {
    const value = headers[name];
    const text = Array.isArray(value) ? value.join(', ') : value;
    return text === undefined ? [] : [[name, text]];
  });
}

function failure(error: unknown, timeout: AbortSignal): HttpError {
  if (error instanceof HttpError) return error;
  if (timeout.aborted) return new HttpError(502, proxyMessages.timedOut, { cause: error });
  return new HttpError(502, proxyMessages.unreachable, { cause: error });
}

/**
 * Makes a plugin's call from the server: checks the address of every hop after resolving it, pins
 * the connection to the checked address, follows at most `redirects` redirects itself (checking
 * each), and bounds the time of the whole call and the size of the answer.
 */
export async function fetchUpstream(
  call: UpstreamCall,
  policy: UpstreamPolicy,
): Promise<PluginProxyResponse> {
  const timeout = AbortSignal.timeout(policy.timeoutMs ?? pluginProxyLimits.timeoutMs);
  const signal = AbortSignal.any([call.signal, timeout]);
  let hop: Hop = {
    url: httpURL(call.url),
    method: call.method,
    headers: outgoingHeaders(call.headers),
    body: call.method === 'GET' || call.method === 'HEAD' ? undefined : call.body,
  };
  try {
    for (let redirects = 0; ; redirects += 1) {
      const addresses = await checkedAddresses(hop.url, policy);
      const response = await send(hop, addresses, signal);
      const status = response.statusCode ?? 502;
      const location = response.headers.location;
      if (redirectStatuses.has(status) && location !== undefined) {
        response.destroy();
        if (redirects >= pluginProxyLimits.redirects)
          throw new HttpError(502, proxyMessages.tooManyRedirects);
        hop = redirected(hop, status, location);
        continue;
      }
      const contentType = response.headers['content-type'];
      const exposed = exposedHeaders(response.headers);
      return {
        status,
        url: hop.url.href,
        ...(contentType === undefined ? {} : { contentType }),
        ...(exposed.length === 0 ? {} : { headers: exposed }),
        body: await readBoundedText(response, contentType, pluginProxyLimits.responseBodyBytes),
      };
    }
  } catch (error) {
    throw failure(error, timeout);
  }
}
