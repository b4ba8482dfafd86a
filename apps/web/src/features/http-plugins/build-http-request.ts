import type { PluginHttpAction } from '@confab/core';
import { pluginProxyMethods, type PluginProxyRequest } from '@confab/core/protocol';
import { fillJsonTemplate, fillURLTemplate } from './fill-template.ts';
import { variableText, type TemplateVariables } from './template-variables.ts';

/** One HTTP call, ready for the browser or the proxy (the proxy's request shape). */
export type HttpPluginRequest = Required<Pick<PluginProxyRequest, 'url' | 'method' | 'headers'>> &
  Pick<PluginProxyRequest, 'body'>;

function isMethod(method: string): method is PluginProxyRequest['method'] {
  return (pluginProxyMethods as readonly string[]).includes(method);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function httpURL(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`The plugin's address is not a valid URL: ${text.slice(0, 200)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error('The plugin may only call http and https addresses.');
  }
  return url.href;
}

/** A template used when its switch is on, or when the plugin file has no switch and the text is not empty. */
function used(enabled: boolean | undefined, template: string | undefined): template is string {
  return enabled !== false && template !== undefined && template.trim() !== '';
}

function filledObject(template: string, variables: TemplateVariables, what: string): Record<string, unknown> {
  const filled = fillJsonTemplate(template, variables);
  if (!isPlainObject(filled)) throw new Error(`The plugin's ${what} must be a JSON object.`);
  return filled;
}

function hasHeader(headers: readonly (readonly [string, string])[], name: string): boolean {
  return headers.some(([existing]) => existing.toLowerCase() === name);
}

/** A form's fields as multipart text, encoded by the browser itself (the boundary comes with the type). */
async function encodeForm(fields: Record<string, unknown>): Promise<{ body: string; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, variableText(value));
  const encoded = new Response(form);
  return {
    body: await encoded.text(),
    contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
  };
}

/**
 * The call an HTTP action describes, with its `{variables}` filled (fill-template.ts says how each
 * part is encoded). An OAuth plugin's token goes in `Authorization: Bearer`, over any the template set.
 */
export async function buildHttpRequest(
  action: PluginHttpAction,
  variables: TemplateVariables,
  { accessToken }: { accessToken?: string } = {},
): Promise<HttpPluginRequest> {
  const method = action.method.toUpperCase();
  if (!isMethod(method))
    throw new Error(`The plugin uses an unsupported HTTP method: ${action.method.slice(0, 16)}`);
  const url = httpURL(fillURLTemplate(action.url, variables));
  let headers: [string, string][] = [];
  if (used(action.hasHeaders, action.requestHeaders)) {
    headers = Object.entries(filledObject(action.requestHeaders, variables, 'request headers')).map(
      ([name, value]) => [name, variableText(value)],
    );
  }
  if (accessToken !== undefined) {
    headers = [
      ...headers.filter(([name]) => name.toLowerCase() !== 'authorization'),
      ['Authorization', `Bearer ${accessToken}`],
    ];
  }
  if (method === 'GET' || method === 'HEAD' || !used(action.hasBody, action.requestBody)) {
    return { url, method, headers };
  }
  if (action.requestBodyFormat === 'form-data') {
    const form = await encodeForm(filledObject(action.requestBody, variables, 'request body'));
    headers = [
      ...headers.filter(([name]) => name.toLowerCase() !== 'content-type'),
      ['Content-Type', form.contentType],
    ];
    return { url, method, headers, body: form.body };
  }
  const body = JSON.stringify(fillJsonTemplate(action.requestBody, variables));
  if (!hasHeader(headers, 'content-type')) headers = [...headers, ['Content-Type', 'application/json']];
  return { url, method, headers, body };
}
