import { validateHeaderName, validateHeaderValue, type OutgoingHttpHeaders } from 'node:http';
import { HttpError } from '../http/http-error.ts';
import { proxyMessages } from './proxy-messages.ts';

/**
 * Headers that describe one connection, not the request (RFC 9110 §7.6.1), and those the proxy
 * sets itself: a plugin's template cannot steer the proxy's own connection with them.
 */
const droppedHeaders: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'accept-encoding',
  'expect',
]);

const credentialHeaders: readonly string[] = ['authorization', 'cookie'];

/**
 * The headers sent to the target: exactly those the plugin's template set (none of the caller's
 * own request to Confab reaches here), less the connection headers; the answer is asked for
 * uncompressed so its size limit is the size read.
 */
export function outgoingHeaders(headers: readonly (readonly [string, string])[]): OutgoingHttpHeaders {
  const result: OutgoingHttpHeaders = Object.create(null) as OutgoingHttpHeaders;
  for (const [rawName, value] of headers) {
    const name = rawName.toLowerCase();
    if (droppedHeaders.has(name)) continue;
    try {
      validateHeaderName(name);
      validateHeaderValue(name, value);
    } catch (error) {
      throw new HttpError(400, proxyMessages.badHeader, { cause: error });
    }
    result[name] = value;
  }
  result['accept-encoding'] = 'identity';
  return result;
}

export function withoutCredentials(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const result: OutgoingHttpHeaders = Object.create(null) as OutgoingHttpHeaders;
  for (const [name, value] of Object.entries(headers)) {
    if (!credentialHeaders.includes(name)) result[name] = value;
  }
  return result;
}
